import { notification } from 'antd';
import { notifyError, registerErrorNotifier, type ErrorNotice } from '@/client/notify';

describe('error notifier', () => {
  it("uses antd's static notification until the shell registers its own", async () => {
    const staticError = vi.spyOn(notification, 'error').mockImplementation(() => undefined);
    notifyError({ title: 'Request error', description: 'boom' });
    await vi.waitFor(() => expect(staticError).toHaveBeenCalled());
    expect(staticError).toHaveBeenCalledWith({ title: 'Request error', description: 'boom' });
    staticError.mockRestore();
  });

  it('sends notices to the registered notifier and restores the static one when unregistered', async () => {
    const staticError = vi.spyOn(notification, 'error').mockImplementation(() => undefined);
    const received: ErrorNotice[] = [];
    const unregister = registerErrorNotifier((notice) => received.push(notice));

    notifyError({ title: 'T', description: 'first' });
    expect(received).toEqual([{ title: 'T', description: 'first' }]);
    expect(staticError).not.toHaveBeenCalled();

    unregister();
    notifyError({ title: 'T', description: 'second' });
    expect(received).toHaveLength(1);
    await vi.waitFor(() => expect(staticError).toHaveBeenCalled());
    expect(staticError).toHaveBeenCalledWith({ title: 'T', description: 'second' });
    staticError.mockRestore();
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
