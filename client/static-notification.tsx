// Loaded on demand by notify.ts, so antd stays out of the bundle every page shares.
import { ConfigProvider, notification, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';

// The static notification renders outside the React tree; it takes the page's theme and language
// from the body class and i18next at the moment it is shown.
ConfigProvider.config({
  holderRender: (children) => {
    const dark = typeof document !== 'undefined' && document.body.classList.contains('dark');
    return (
      <ConfigProvider
        locale={i18next.language === 'zh' ? zhCN : enUS}
        theme={{
          token: { colorPrimary: '#0C75FC', borderRadius: 4 },
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        }}
      >
        {children}
      </ConfigProvider>
    );
  },
});

export { notification };
