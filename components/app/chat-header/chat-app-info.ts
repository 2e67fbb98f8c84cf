import { getAppInfo } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import type { App } from '@/contract/app';

// The header and the input of one chat both read the app: one request serves both, and a chat reopened
// soon after reads it again only once this has passed.
const FRESH_FOR_MS = 30_000;
const loaded = new Map<string, { at: number; app: Promise<App | null> }>();

/** The app a chat runs with (contract 1.16), or null when it cannot be read (the chat works without it). */
export function loadChatApp(appCode: string, scene: string): Promise<App | null> {
  const key = `${appCode}\n${scene}`;
  const known = loaded.get(key);
  if (known && Date.now() - known.at < FRESH_FOR_MS) return known.app;
  const app = apiInterceptors(getAppInfo({ chat_scene: scene || 'chat_agent', app_code: appCode }), '*').then(
    ([error, data, envelope]) => (error || !envelope?.success || !data ? null : data),
  );
  loaded.set(key, { at: Date.now(), app });
  return app;
}
