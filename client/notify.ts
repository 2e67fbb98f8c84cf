/** What a failed request tells the user: a short title and the reason. */
export interface ErrorNotice {
  title: string;
  description: string;
}

export type ErrorNotifier = (notice: ErrorNotice) => void;

// Outside a page's antd scope (early startup, pages without antd) the static API is the only way to show
// anything; it is imported lazily so the app shell's shared bundle does not carry antd.
const staticNotifier: ErrorNotifier = ({ title, description }) => {
  void import('./static-notification').then(({ notification }) => notification.error({ title, description }));
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
