import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { appChatScene } from '@/components/chat/landing/app-scene';
import type { App } from '@/contract/app';
import { useChatContext } from '@/contexts/chat-context';

/** The resource a native app is bound to (contract 1.0 ParamNeed): the space, database or sheet it answers from. */
export function boundSelectParam(app: App): string | undefined {
  if (app.team_mode !== 'native_app') return undefined;
  const bound = (app.param_need ?? []).find(
    (need) => need.type === 'resource' && need.bind_value !== null && need.bind_value !== undefined,
  );
  const value = bound ? String(bound.bind_value).trim() : '';
  return value || undefined;
}

/** The `/chat` address of a chat with this app: its scene, its code and, for a native app, its bound resource. */
export function appChatQuery(app: App): Record<string, string> {
  const selectParam = boundSelectParam(app);
  return {
    scene: appChatScene(app),
    app_code: app.app_code,
    ...(selectParam ? { select_param: selectParam } : {}),
  };
}

/**
 * Opens a chat with an app. The app becomes the current dialog first, so the chat does not take the
 * address's `app_code` for a new app and reload the page (spec section 2).
 */
export function useOpenAppChat() {
  const router = useRouter();
  const { setCurrentDialogInfo } = useChatContext();
  return useCallback(
    (app: App) => {
      const query = appChatQuery(app);
      setCurrentDialogInfo({ chat_scene: query.scene, app_code: app.app_code });
      void router.push({ pathname: '/chat', query });
    },
    [router, setCurrentDialogInfo],
  );
}
