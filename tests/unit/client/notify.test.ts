import { act, screen, waitFor } from '@testing-library/react';
import {
  closeStaticNotifications,
  notifyError,
  registerErrorNotifier,
  type ErrorNotice,
} from '@/client/notify';

const shownNotices = () => document.querySelectorAll('.ant-notification-notice');

describe('error notifier', () => {
  it('shows a notification of its own until the shell registers a notifier, and closes it on demand', async () => {
    notifyError({ title: 'Request error', description: 'boom' });
    // The first notice loads antd, which takes a moment in a fresh test worker.
    expect(await screen.findByText('boom')).toBeInTheDocument();
    expect(screen.getByText('Request error')).toBeInTheDocument();

    notifyError({ title: 'Request error', description: 'again' });
    await act(() => closeStaticNotifications());
    expect(shownNotices()).toHaveLength(0);
    expect(screen.queryByText('again')).toBeNull();
  });

  it('sends notices to the registered notifier and restores the static one when unregistered', async () => {
    const received: ErrorNotice[] = [];
    const unregister = registerErrorNotifier((notice) => received.push(notice));

    notifyError({ title: 'T', description: 'first' });
    expect(received).toEqual([{ title: 'T', description: 'first' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('first')).toBeNull();

    unregister();
    notifyError({ title: 'T', description: 'second' });
    expect(received).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('second')).toBeInTheDocument());
  });

  it('an old unregister does not remove a newer notifier', () => {
    const first: string[] = [];
    const second: string[] = [];
    const unregisterFirst = registerErrorNotifier((notice) => first.push(notice.description));
    const unregisterSecond = registerErrorNotifier((notice) => second.push(notice.description));
    unregisterFirst();
    notifyError({ title: 'T', description: 'kept' });
    expect(second).toEqual(['kept']);
    expect(first).toEqual([]);
    unregisterSecond();
  });
});
