import { useEffect, type ReactNode } from 'react';
import { notification } from 'antd';
import { NoticeDescription } from '@/client/failure-details';
import { registerErrorNotifier } from '@/client/notify';
import { AntdTheme } from './antd-theme';

export { DARK_PAGE_BACKGROUND, PRIMARY_COLOR } from './antd-theme';

/** Request errors raised while this scope is mounted show in its themed, localised notifications. */
function ErrorNotifications() {
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      registerErrorNotifier(({ title, description, details }) =>
        api.error({ title, description: <NoticeDescription description={description} details={details} /> }),
      ),
    [api],
  );
  return holder;
}

/**
 * antd's theme and locale for a whole screen, with its request-error notifications. The app shell is
 * built without antd so that the bundle every page shares stays small; each page that renders antd
 * components from its first paint wraps its content in this scope instead.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <ErrorNotifications />
      {children}
    </AntdTheme>
  );
}
