import type { HubSourceRequest } from '@/contract/plugin';
import { ApiError } from '../http/api-error';
import { localized, sentences, verbatim } from '../i18n/localized-text';
import type { HubIndex } from './hub-index';
import type { RouteContext } from '../context';
import type { PluginCaller } from './plugin-caller';

/** What DB-GPT's client sends by default: it names no new hub, so anyone may refresh with it. */
const DBGPT_PLUGINS_REPOSITORY = 'github.com/eosphoros-ai/db-gpt-plugins';

function isDefaultHub(url: string): boolean {
  const bare = url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/(\.git)?\/*$/, '');
  return bare === DBGPT_PLUGINS_REPOSITORY;
}

/**
 * Contract 10.2: re-reads the hubs. A URL other than DB-GPT's default names a new hub: administrators add it
 * before the refresh, others are refused. Hubs that cannot be read make a 502 E0020 naming each; they keep
 * their last good index.
 */
export async function updatePluginHubs(
  context: RouteContext,
  request: HubSourceRequest,
  caller: PluginCaller,
  index: HubIndex,
): Promise<void> {
  const url = request.url?.trim();
  if (url && !isDefaultHub(url)) {
    if (!caller.isAdmin) throw new ApiError(403, '403', localized('plugin.hub.newUrlAdminOnly', { url }));
    const branch = request.branch?.trim() || undefined;
    await index.addSource(
      context,
      {
        channel: request.channel === 'folder' ? 'folder' : 'git',
        url,
        branch,
        // As DB-GPT: the token goes with a branch only.
        authorization: branch ? request.authorization : undefined,
      },
      caller.userId,
    );
  }
  const { failed } = await index.refresh(context);
  if (failed.length === 0) return;
  const problems = sentences(
    failed.map(({ hub, problem }) => localized('plugin.hub.problem', { hub: verbatim(hub), problem })),
  );
  throw new ApiError(502, 'E0020', localized('plugin.hub.failed', { problems }));
}
