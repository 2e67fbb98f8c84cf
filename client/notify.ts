import { notification } from 'antd';

/** What a failed request tells the user: a short title and the reason. */
export interface ErrorNotice {
  title: string;
  description: string;
}

export type ErrorNotifier = (notice: ErrorNotice) => void;

// Outside a mounted antd App (early startup, scripts) the static API is the only way to show anything.
const staticNotifier: ErrorNotifier = ({ title, description }) => notification.error({ title, description });

let currentNotifier: ErrorNotifier = staticNotifier;

/**
 * Routes request-error notifications to `notifier` (the app shell passes one built on `App.useApp()`).
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
