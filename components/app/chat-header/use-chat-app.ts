import { useCallback, useEffect, useState } from 'react';
import { collectApp, getAppInfo, uncollectApp } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import type { App } from '@/contract/app';

const collectedOf = (app: App) => app.is_collected === true || app.is_collected === 'true';

/**
 * The app a chat runs with (contract 1.16). A chat without its app's details still works, so a failure
 * stays quiet and the header is simply not shown. The star is optimistic and rolled back on a refusal.
 */
export function useChatApp(appCode: string, scene: string) {
  const [app, setApp] = useState<App | null>(null);
  const [collected, setCollected] = useState(false);

  useEffect(() => {
    let live = true;
    void apiInterceptors(getAppInfo({ chat_scene: scene || 'chat_agent', app_code: appCode }), '*').then(
      ([error, data, envelope]) => {
        if (!live || error || !envelope?.success || !data) return;
        setApp(data);
        setCollected(collectedOf(data));
      },
    );
    return () => {
      live = false;
    };
  }, [appCode, scene]);

  const toggleCollect = useCallback(async () => {
    const was = collected;
    setCollected(!was);
    const request = was ? uncollectApp : collectApp;
    const [error, , envelope] = await apiInterceptors(request({ app_code: appCode }));
    if (error || !envelope?.success) setCollected(was);
  }, [appCode, collected]);

  return { app, collected, toggleCollect };
}
