import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { registerErrorNotifier } from '@/client/notify';
import { usePreferences } from '@/contexts/preferences-context';

export const PRIMARY_COLOR = '#0C75FC';
export const DARK_PAGE_BACKGROUND = '#232734';

/** Sends request errors to antd's notification of this App, so they follow the theme and locale. */
function ErrorNotifierBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(
    () => registerErrorNotifier(({ title, description }) => notification.error({ title, description })),
    [notification],
  );
  return null;
}

export function ThemeConfig({ children }: { children: ReactNode }) {
  const { mode, language } = usePreferences();
  const dark = mode === 'dark';
  return (
    <StyleProvider layer>
      <ConfigProvider
        locale={language === 'zh' ? zhCN : enUS}
        theme={{
          token: { colorPrimary: PRIMARY_COLOR, borderRadius: 4, ...(dark ? { colorBgLayout: DARK_PAGE_BACKGROUND } : {}) },
          // A fixed key per mode keeps the dark variables winning after a switch (antd 6 CSS variables).
          cssVar: { key: dark ? 'antd-dark' : 'antd-light' },
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        }}
      >
        <AntdApp className="h-full">
          <ErrorNotifierBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
