type Env = Readonly<Record<string, string | undefined>>;

/** Who may reach the server from a browser, and what its pages may load and be framed by. */
export interface WebAccessConfig {
  /** Host names (lowercase, IPv6 in brackets) a request's `Host` may name, any port; null = any. */
  allowedHosts: readonly string[] | null;
  /** Sources of the pages' `frame-ancestors` (who may embed the client in an iframe). */
  frameAncestors: readonly string[];
  /** Origins of the sites that may frame the `/embed` page (`EMBED_ORIGINS`); empty = none may. */
  embedOrigins: readonly string[];
  /** Origins the client may fetch from besides its own (the API base it was built with). */
  connectSources: readonly string[];
}

/** Names that always reach this machine itself; a rebound DNS name never equals them. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

const WILDCARD_ADDRESSES = new Set(['', '0.0.0.0', '::', '[::]']);
const KEYWORD_SOURCES = new Set(["'self'", "'none'"]);
// What a host source may hold once parsed: scheme, host (a leading `*.` allowed) and port, nothing else.
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$|^https?:\/\/\[[0-9a-f:.]+\](:\d+)?$/;

const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

// Every request's Host (and Origin) header is checked, and parsing a URL for each costs more than the
// rest of the check; a server sees only a few distinct values, so their answers are remembered.
const HOST_NAME_CACHE_SIZE = 64;
const hostNameCache = new Map<string, string | null>();

/** The host name of `host` (`name`, `name:port`, `[v6]:port`, or a bare IPv6 address), or null. */
export function hostNameOf(host: string): string | null {
  const known = hostNameCache.get(host);
  if (known !== undefined) return known;
  const name = parseHostName(host);
  // Many distinct values (a scan) would only churn the cache: it starts over rather than grow.
  if (hostNameCache.size >= HOST_NAME_CACHE_SIZE) hostNameCache.clear();
  hostNameCache.set(host, name);
  return name;
}

function parseHostName(host: string): string | null {
  const bracketed =
    host.includes(':') && !host.startsWith('[') && host.split(':').length > 2 ? `[${host}]` : host;
  try {
    const url = new URL(`http://${bracketed}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

function readAllowedHosts(env: Env, listenHost: string, problems: string[]): string[] | null {
  const entries = splitList(env.ALLOWED_HOSTS);
  if (entries.includes('*')) return null;
  const hosts = new Set<string>(LOOPBACK_HOSTS);
  if (!WILDCARD_ADDRESSES.has(listenHost.trim())) {
    const listenName = hostNameOf(listenHost.trim());
    if (listenName) hosts.add(listenName);
  }
  for (const entry of entries) {
    const name = hostNameOf(entry);
    if (name) hosts.add(name);
    else problems.push(`ALLOWED_HOSTS has ${JSON.stringify(entry)}, which is not a host name`);
  }
  return [...hosts];
}

function readFrameAncestors(env: Env, problems: string[]): string[] {
  const entries = splitList(env.FRAME_ANCESTORS);
  if (entries.length === 0) return ["'self'"];
  const sources: string[] = [];
  for (const entry of entries) {
    const keyword = `'${entry.replace(/^'|'$/g, '').toLowerCase()}'`;
    if (KEYWORD_SOURCES.has(keyword)) {
      sources.push(keyword);
      continue;
    }
    const source = entry.toLowerCase().replace(/\/+$/, '');
    if (HOST_SOURCE.test(source)) sources.push(source);
    else
      problems.push(
        `FRAME_ANCESTORS has ${JSON.stringify(entry)}: use 'self', 'none' or origins such as https://portal.example.com`,
      );
  }
  if (sources.includes("'none'") && sources.length > 1)
    problems.push("FRAME_ANCESTORS cannot combine 'none' with other sources");
  return sources;
}

function readEmbedOrigins(env: Env, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of splitList(env.EMBED_ORIGINS)) {
    const origin = entry.toLowerCase().replace(/\/+$/, '');
    if (HOST_SOURCE.test(origin)) origins.push(origin);
    else
      problems.push(
        `EMBED_ORIGINS has ${JSON.stringify(entry)}: use origins such as https://portal.example.com`,
      );
  }
  return origins;
}

function readConnectSources(env: Env, problems: string[]): string[] {
  const apiBase = env.NEXT_PUBLIC_API_BASE_URL?.trim();
  if (!apiBase || apiBase.startsWith('/')) return [];
  try {
    const url = new URL(apiBase);
    if (url.protocol === 'http:' || url.protocol === 'https:') return [url.origin];
  } catch {
    // reported below
  }
  problems.push(`NEXT_PUBLIC_API_BASE_URL must be an http(s) URL or a path (got ${JSON.stringify(apiBase)})`);
  return [];
}

/**
 * Reads `ALLOWED_HOSTS` (host names, comma-separated; `*` accepts any), `FRAME_ANCESTORS`, `EMBED_ORIGINS` and the client's
 * `NEXT_PUBLIC_API_BASE_URL`. The loopback names and the address the server listens on (unless it listens
 * on every interface) are always allowed. Returns the problems instead of throwing, like the model configs.
 */
export function readWebAccessConfig(
  env: Env,
  listenHost: string,
): { config: WebAccessConfig; problems: string[] } {
  const problems: string[] = [];
  const config = {
    allowedHosts: readAllowedHosts(env, listenHost, problems),
    frameAncestors: readFrameAncestors(env, problems),
    embedOrigins: readEmbedOrigins(env, problems),
    connectSources: readConnectSources(env, problems),
  };
  return { config, problems };
}
