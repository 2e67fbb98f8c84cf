/**
 * Attached-file ("resource") values: parsing, classification and link rewriting.
 *
 * A value arrives as one object, a list, or the JSON text of either. Every item becomes a typed entry
 * whose nested object always uses `file_name` (the DB-GPT web client mixes `fileName` and `file_name`;
 * we read both and write one).
 */

export type ResourceKind = 'image' | 'audio' | 'video' | 'file';

export interface ResourceLink {
  url: string;
  file_name: string;
}

export type ResourceEntry =
  | { type: 'image_url'; image_url: ResourceLink }
  | { type: 'audio_url'; audio_url: ResourceLink }
  | { type: 'video_url'; video_url: ResourceLink }
  | { type: 'file_url'; file_url: ResourceLink };

export type ResourceEntryType = ResourceEntry['type'];

/** One item as the server stores it (upload answers, `select_param`, app resources). */
export interface RawResource {
  file_name?: string;
  file_path?: string;
  url?: string;
}

const EXTENSIONS: Record<Exclude<ResourceKind, 'file'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'],
  audio: ['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a'],
  video: ['mp4', 'webm', 'mov', 'avi', 'wmv', 'flv', 'mkv'],
};

const ENTRY_TYPE: Record<ResourceKind, ResourceEntryType> = {
  image: 'image_url',
  audio: 'audio_url',
  video: 'video_url',
  file: 'file_url',
};

const ENTRY_TYPES: readonly ResourceEntryType[] = Object.values(ENTRY_TYPE);

/** The scheme of DB-GPT's file storage: `dbgpt-fs://<storage_type>/<bucket>/<file_id>[?query]`. */
export const PRIVATE_FILE_SCHEME = 'dbgpt-fs:';

/** Build-time API base; empty means the page's own origin. */
export function defaultApiHost(): string {
  return process.env.NEXT_PUBLIC_API_BASE_URL ?? '';
}

/** Drops the query string and fragment of a link. */
function stripQuery(link: string): string {
  return link.split(/[?#]/, 1)[0];
}

function lastSegment(link: string): string {
  const segments = stripQuery(link).split('/');
  return segments[segments.length - 1] ?? '';
}

function extensionOf(name: string): string | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  return match ? match[1].toLowerCase() : undefined;
}

/**
 * The kind of a file: by the extension of its name, else by the extension of its link's last path
 * segment (query string ignored); no known extension makes it a generic file.
 */
export function classifyResource(fileName: string, link = ''): ResourceKind {
  const extension = extensionOf(fileName) ?? extensionOf(lastSegment(link));
  if (!extension) return 'file';
  for (const kind of ['image', 'audio', 'video'] as const) {
    if (EXTENSIONS[kind].includes(extension)) return kind;
  }
  return 'file';
}

/**
 * Rewrites a `dbgpt-fs://<storage_type>/<bucket>/<file_id>?q` link to
 * `{host}/api/v2/serve/file/files/<bucket>/<file_id>?q`. Any other link, a private link with fewer
 * than two path segments, or one that cannot be parsed is returned unchanged.
 */
export function transformFileUrl(link: string, host: string = defaultApiHost()): string {
  if (!link.toLowerCase().startsWith(`${PRIVATE_FILE_SCHEME}//`)) return link;
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return link;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments.length < 2) return link;
  const [bucket, fileId] = segments;
  return `${host.replace(/\/+$/, '')}/api/v2/serve/file/files/${bucket}/${fileId}${parsed.search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function makeEntry(kind: ResourceKind, link: ResourceLink): ResourceEntry {
  switch (kind) {
    case 'image':
      return { type: 'image_url', image_url: link };
    case 'audio':
      return { type: 'audio_url', audio_url: link };
    case 'video':
      return { type: 'video_url', video_url: link };
    case 'file':
      return { type: 'file_url', file_url: link };
  }
}

const KIND_OF_TYPE: Record<ResourceEntryType, ResourceKind> = {
  image_url: 'image',
  audio_url: 'audio',
  video_url: 'video',
  file_url: 'file',
};

/** An item already shaped as an entry (`{type:'image_url', image_url:{url}}`) keeps its declared type. */
function fromShapedEntry(item: Record<string, unknown>, host: string): ResourceEntry | undefined {
  const type = ENTRY_TYPES.find((candidate) => candidate === item.type);
  if (!type) return undefined;
  const inner = item[type];
  if (!isRecord(inner)) return undefined;
  const url = text(inner.url);
  const fileName = text(inner.file_name) || text(inner.fileName) || lastSegment(url);
  return makeEntry(KIND_OF_TYPE[type], { url: transformFileUrl(url, host), file_name: fileName });
}

function fromRawItem(item: Record<string, unknown>, host: string): ResourceEntry | undefined {
  const link = text(item.file_path) || text(item.url);
  const fileName = text(item.file_name) || lastSegment(link);
  if (!fileName && !link) return undefined;
  return makeEntry(classifyResource(fileName, link), {
    url: transformFileUrl(link, host),
    file_name: fileName,
  });
}

function toEntry(item: unknown, host: string): ResourceEntry | undefined {
  if (!isRecord(item)) return undefined;
  return fromShapedEntry(item, host) ?? fromRawItem(item, host);
}

function decode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'undefined' || trimmed === 'null') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turns a resource value (a `RawResource` or entry, a list of them, or the JSON text of either) into
 * entries. Items without a name or link are skipped; 'undefined', 'null', '', invalid JSON and
 * anything else give an empty list. Never throws.
 */
export function parseResourceValue(value: unknown, host: string = defaultApiHost()): ResourceEntry[] {
  const decoded = decode(value);
  const items: readonly unknown[] = Array.isArray(decoded) ? decoded : isRecord(decoded) ? [decoded] : [];
  const entries: ResourceEntry[] = [];
  for (const item of items) {
    const entry = toEntry(item, host);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The url and file name of an entry, whatever its type. */
export function resourceLink(entry: ResourceEntry): ResourceLink {
  switch (entry.type) {
    case 'image_url':
      return entry.image_url;
    case 'audio_url':
      return entry.audio_url;
    case 'video_url':
      return entry.video_url;
    case 'file_url':
      return entry.file_url;
  }
}

/** The kind of an entry, from its type. */
export function resourceKind(entry: ResourceEntry): ResourceKind {
  return KIND_OF_TYPE[entry.type];
}
