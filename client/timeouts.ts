/** Spec section 9: slow operations get 60 s, everything else 100 s. */
export const DEFAULT_TIMEOUT_MS = 100_000;
export const LONG_OPERATION_TIMEOUT_MS = 60_000;

const SIXTY_SECOND_FRAGMENTS = [
  '/db/add',
  '/db/test/connect',
  '/db/summary',
  '/params/file/load',
  '/chat/prepare',
  '/model/start',
  '/model/stop',
  '/models/start',
  '/models/stop',
  '/editor/sql/run',
  '/editor/chart/run',
  '/sql/editor/submit',
  '/chart/editor/submit',
  '/document/upload',
  '/document/sync',
  '/agent/install',
  '/agent/uninstall',
  '/personal/agent/upload',
  '/hub/install',
  '/my/uninstall',
];

export function timeoutFor(url: string): number {
  return SIXTY_SECOND_FRAGMENTS.some((fragment) => url.includes(fragment))
    ? LONG_OPERATION_TIMEOUT_MS
    : DEFAULT_TIMEOUT_MS;
}
