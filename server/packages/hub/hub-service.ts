import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { HubSource, HubSourceCreate } from '@/contract/hub';
import type { DbgptsType } from '@/contract/plugin';
import { ApiError } from '../../http/api-error';
import type { ServerLanguage } from '../../i18n/language';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';
import type { StoredHubSource } from '../../repositories/hub-sources';
import { toServeTimestamp } from '../../repositories/timestamp';
import type { RouteContext } from '../../context';
import type { SecretBox } from '../../secrets/secret-box';
import { cloneHub, GitCloneError } from './git-clone';
import type { IndexedPackage } from './hub-package';
import { HubReadError, readHub } from './read-hub';

export const BUILTIN_HUB_ID = 'builtin';
export const BUILTIN_HUB_NAME = 'builtin';

/** A hub as the index reads it: the built-in folder or a stored source. */
type Hub = Omit<StoredHubSource, 'channel' | 'createdBy' | 'createdAt'> & { channel: HubSource['channel'] };

interface HubState {
  packages: IndexedPackage[];
  refreshedAt: string | null;
  error: LocalizedText | null;
  /** The shared refresh time (any instance's) this state has caught up with. */
  caughtUpWith: string | null;
}

export interface HubServiceOptions {
  builtinDir: string;
  /** Where git hubs are cloned (under the server's data folder). */
  cloneRoot: string;
  secrets: SecretBox;
}

const tokenContext = (id: string) => `hub-source:${id}`;

/**
 * The configured hubs and their index, kept in memory: each hub is read on first use and again on refresh;
 * a hub that cannot be read keeps its last good index and says why.
 */
export function createHubService(options: HubServiceOptions) {
  const states = new Map<string, HubState>();
  const builtin: Hub = {
    id: BUILTIN_HUB_ID,
    name: BUILTIN_HUB_NAME,
    channel: 'builtin',
    url: options.builtinDir,
    branch: null,
    tokenSealed: null,
    refreshedAt: null,
  };
  const cloneDir = (hub: Hub) => path.join(options.cloneRoot, hub.id);

  async function hubs(context: RouteContext): Promise<Hub[]> {
    return [builtin, ...(await context.repositories.hubSources.list())];
  }

  async function fetchHub(hub: Hub): Promise<void> {
    if (hub.channel !== 'git') return;
    const token = hub.tokenSealed ? await options.secrets.open(hub.tokenSealed, tokenContext(hub.id)) : null;
    try {
      await cloneHub({ url: hub.url, branch: hub.branch, token, target: cloneDir(hub) });
    } catch (error) {
      if (!(error instanceof GitCloneError)) throw error;
      throw new HubReadError(
        localized('dbgpts.gitFailed', { hub: hub.name, url: hub.url, reason: verbatim(error.reason) }),
      );
    }
  }

  /** A hub being re-read: a second refresh meanwhile waits for that one rather than cloning over it. */
  const reading = new Map<string, Promise<HubState>>();

  /**
   * `announce`: a refresh asked for here (not a catch-up with another instance's), recorded for the others;
   * a catch-up recording its own time would send the instances re-reading each other's refreshes forever.
   */
  function read(hub: Hub, fetch: boolean, context: RouteContext, announce = false): Promise<HubState> {
    const key = `${hub.id}:${fetch}:${announce}`;
    const running = reading.get(key);
    if (running) return running;
    const next = readNow(hub, fetch, context, announce).finally(() => reading.delete(key));
    reading.set(key, next);
    return next;
  }

  /** Re-reads one hub (cloning git hubs afresh unless `fetch` is false); a failure keeps what was known. */
  async function readNow(
    hub: Hub,
    fetch: boolean,
    context: RouteContext,
    announce: boolean,
  ): Promise<HubState> {
    const known = states.get(hub.id) ?? { packages: [], refreshedAt: null, error: null, caughtUpWith: null };
    try {
      if (fetch) await fetchHub(hub);
      const packages = await readHub(hub.name, hub.channel === 'git' ? cloneDir(hub) : hub.url);
      const refreshedAt = new Date().toISOString();
      const state = { packages, refreshedAt, error: null, caughtUpWith: hub.refreshedAt };
      if (announce && hub.id !== BUILTIN_HUB_ID) {
        await context.repositories.hubSources.markRefreshed(hub.id, refreshedAt);
        state.caughtUpWith = refreshedAt;
      }
      states.set(hub.id, state);
      return state;
    } catch (error) {
      if (!(error instanceof HubReadError)) throw error;
      // Caught up all the same: a failed re-read is not tried again at every request, only at a refresh.
      const state = { ...known, error: error.text, caughtUpWith: hub.refreshedAt };
      states.set(hub.id, state);
      return state;
    }
  }

  async function stateOf(hub: Hub, context: RouteContext): Promise<HubState> {
    const known = states.get(hub.id);
    if (known) {
      const behind = hub.refreshedAt !== null && (known.caughtUpWith ?? '') < hub.refreshedAt;
      // Another instance refreshed the hub since this one read it: this instance's clone follows.
      return behind ? read(hub, true, context) : known;
    }
    // A git hub cloned before a restart is read from its clone; it is fetched only when it has none.
    const first = await read(hub, false, context);
    return first.error && hub.channel === 'git' ? read(hub, true, context) : first;
  }

  function view(hub: Hub, state: HubState | undefined, language: ServerLanguage): HubSource {
    return {
      id: hub.id,
      name: hub.name,
      channel: hub.channel,
      url: hub.url,
      branch: hub.branch,
      has_token: hub.tokenSealed !== null,
      package_count: state?.packages.length ?? 0,
      last_refreshed: state?.refreshedAt ? toServeTimestamp(state.refreshedAt) : null,
      last_error: state?.error?.in(language) ?? null,
    };
  }

  /** Every package of every hub, the built-in hub's first. */
  async function packages(context: RouteContext): Promise<IndexedPackage[]> {
    const all = [];
    for (const hub of await hubs(context)) all.push(...(await stateOf(hub, context)).packages);
    return all;
  }

  return {
    packages,

    async sources(context: RouteContext, language: ServerLanguage): Promise<HubSource[]> {
      const all = await hubs(context);
      for (const hub of all) await stateOf(hub, context);
      return all.map((hub) => view(hub, states.get(hub.id), language));
    },

    async addSource(
      context: RouteContext,
      body: HubSourceCreate,
      userId: string,
      language: ServerLanguage,
    ): Promise<HubSource> {
      const { hubSources } = context.repositories;
      if (body.channel === 'folder' && !path.isAbsolute(body.url))
        throw new ApiError(400, 'E0001', localized('dbgpts.folderNotAbsolute', { path: body.url }));
      if (body.channel === 'git' && /^-/.test(body.url))
        throw new ApiError(400, 'E0001', localized('dbgpts.badGitUrl', { url: body.url }));
      const name =
        body.name ?? (path.basename(body.url.replace(/\/+$/, '').replace(/\.git$/, '')) || body.url);
      if (name === BUILTIN_HUB_NAME || (await hubSources.findByName(name)))
        throw new ApiError(409, 'E0001', localized('dbgpts.hubNameTaken', { name }));
      const id = randomUUID();
      const token = body.authorization?.trim() || null;
      const stored = await hubSources.create({
        id,
        name,
        channel: body.channel,
        url: body.url,
        branch: body.branch?.trim() || null,
        tokenSealed: token ? await options.secrets.seal(token, tokenContext(id)) : null,
        createdBy: userId,
      });
      return view(stored, await read(stored, true, context, true), language);
    },

    async removeSource(context: RouteContext, id: string): Promise<void> {
      if (id === BUILTIN_HUB_ID) throw new ApiError(400, 'E0001', localized('dbgpts.builtinStays'));
      const hub = await context.repositories.hubSources.find(id);
      if (!hub || !(await context.repositories.hubSources.delete(id)))
        throw ApiError.notFound(localized('dbgpts.hubNotFound', { id }));
      states.delete(id);
      if (hub.channel === 'git') await rm(cloneDir(hub), { recursive: true, force: true });
    },

    /** Re-reads every hub; those that failed are named, with why. */
    async refresh(context: RouteContext): Promise<{ failed: { hub: string; problem: LocalizedText }[] }> {
      // Side by side: one slow git hub does not hold the others up.
      const all = await hubs(context);
      const results = await Promise.all(all.map((hub) => read(hub, true, context, true)));
      const failed = all.flatMap((hub, at) => {
        const problem = results[at]?.error;
        return problem ? [{ hub: hub.name, problem }] : [];
      });
      return { failed };
    },

    /** The package `type/name`, from the hub named `hub` when given, else from the first hub that has it. */
    async find(
      context: RouteContext,
      type: DbgptsType,
      name: string,
      hub?: string | null,
    ): Promise<IndexedPackage | undefined> {
      const all = await packages(context);
      return all.find((pkg) => pkg.type === type && pkg.name === name && (!hub || pkg.hub === hub));
    },
  };
}

export type HubService = ReturnType<typeof createHubService>;
