import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { usePreferences } from '@/contexts/preferences-context';

export const PRIMARY_COLOR = '#0C75FC';
export const DARK_PAGE_BACKGROUND = '#232734';

/**
 * antd's theme (primary #0C75FC, radius 4, dark algorithm on #232734) and locale. Screens that render
 * antd from their first paint wrap themselves in AntdScope; a plain screen that opens an antd popup on
 * demand (a lazily loaded "island") wraps only that popup in this.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { mode, language } = usePreferences();
  const dark = mode === 'dark';
  return (
    <StyleProvider layer>
      <ConfigProvider
        locale={language === 'zh' ? zhCN : enUS}
        // antd spaces out two-character Chinese labels ("删 除") only on some buttons; none, everywhere.
        button={{ autoInsertSpace: false }}
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
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
