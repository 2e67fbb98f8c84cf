import type { ErrorNotice, ErrorNotifier } from './error-notice';

export type { ErrorNotice, ErrorNotifier } from './error-notice';

type StaticNotification = typeof import('./static-notification');

// The last static notice asked for, resolved once it is up, so closing waits for a notice still loading.
let lastStaticNotice: Promise<StaticNotification> | null = null;

// Outside a page's antd scope (early startup, pages without antd) notices show in a React root of their
// own; it is imported lazily so the app shell's shared bundle does not carry antd.
const staticNotifier: ErrorNotifier = (notice) => {
  lastStaticNotice = import('./static-notification').then((module) => {
    module.showErrorNotice(notice);
    return module;
  });
};

let currentNotifier: ErrorNotifier = staticNotifier;

/**
 * Routes request-error notifications to `notifier` (each page's antd scope passes one built on `notification.useNotification()`).
 * Returns an unregister function that restores the static notifier, so it can be a `useEffect` cleanup.
 */
export function registerErrorNotifier(notifier: ErrorNotifier): () => void {
  currentNotifier = notifier;
  return () => {
    if (currentNotifier === notifier) currentNotifier = staticNotifier;
  };
}

export function notifyError(notice: ErrorNotice): void {
  currentNotifier(notice);
}

/**
 * Closes every static notification, after any still loading is shown; nothing to do when none was shown.
 * They live in a React root of their own, outside any page: tests close them before the document goes away.
 */
export async function closeStaticNotifications(): Promise<void> {
  if (lastStaticNotice === null) return;
  (await lastStaticNotice).closeAll();
}
