import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, notification, theme } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { registerErrorNotifier } from '@/client/notify';
import { usePreferences } from '@/contexts/preferences-context';

export const PRIMARY_COLOR = '#0C75FC';
export const DARK_PAGE_BACKGROUND = '#232734';

/** Request errors raised while this scope is mounted show in its themed, localised notifications. */
function ErrorNotifications() {
  const [api, holder] = notification.useNotification();
  useEffect(
    () => registerErrorNotifier(({ title, description }) => api.error({ title, description })),
    [api],
  );
  return holder;
}

/**
 * antd's theme (primary #0C75FC, radius 4, dark algorithm on #232734) and locale for a page.
 * The app shell is built without antd so that the bundle every page shares stays small; each page
 * that renders antd components wraps its content in this scope instead.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { mode, language } = usePreferences();
  const dark = mode === 'dark';
  return (
    <StyleProvider layer>
      <ConfigProvider
        locale={language === 'zh' ? zhCN : enUS}
        theme={{
          token: {
            colorPrimary: PRIMARY_COLOR,
            borderRadius: 4,
            ...(dark ? { colorBgLayout: DARK_PAGE_BACKGROUND } : {}),
          },
          // A fixed key per mode keeps the dark variables winning after a switch (antd 6 CSS variables).
          cssVar: { key: dark ? 'antd-dark' : 'antd-light' },
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        }}
      >
        <ErrorNotifications />
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
