// Loaded on demand by notify.ts, so antd stays out of the bundle every page shares.
import { useImperativeHandle, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ConfigProvider, notification, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import i18next from 'i18next';
import { NoticeDescription } from './failure-details';
import type { ErrorNotice } from './error-notice';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];

function Notifications({ ref }: { ref: Ref<NotificationApi> }) {
  const [api, holder] = notification.useNotification();
  useImperativeHandle(ref, () => api, [api]);
  return holder;
}

interface Holder {
  root: Root;
  container: HTMLElement;
  api: NotificationApi | null;
}

// The notifications render outside the page's React tree, in a root of their own that closeAll() can
// unmount (antd's static API keeps its root out of reach, with its timers running until the page goes).
let holder: Holder | null = null;

/** Shows the notice with the page's theme and language (body class and i18next) at this moment. */
export function showErrorNotice({ title, description, details }: ErrorNotice): void {
  if (holder === null) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    holder = { root: createRoot(container), container, api: null };
  }
  const current = holder;
  const dark = document.body.classList.contains('dark');
  flushSync(() =>
    current.root.render(
      <ConfigProvider
        locale={i18next.language === 'zh' ? zhCN : enUS}
        theme={{
          token: { colorPrimary: '#0C75FC', borderRadius: 4 },
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        }}
      >
        <Notifications
          ref={(api) => {
            current.api = api;
          }}
        />
      </ConfigProvider>,
    ),
  );
  current.api?.error({
    title,
    description: <NoticeDescription description={description} details={details} />,
  });
}

/** Removes every notice at once, with its close timer and animation. */
export function closeAll(): void {
  holder?.root.unmount();
  holder?.container.remove();
  holder = null;
}
