import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatNoticeProvider, TOAST_DURATION_MS, useChatNotice } from '@/components/chat/hooks/chat-notice';

function Announcer() {
  const notice = useChatNotice();
  return (
    <>
      <button type="button" onClick={() => notice.success('Copied')}>
        succeed
      </button>
      <button type="button" onClick={() => notice.error('Copy failed')}>
        fail
      </button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('chat notices', () => {
  it('announces each notice politely and drops it after a few seconds', () => {
    vi.useFakeTimers();
    render(
      <ChatNoticeProvider>
        <Announcer />
      </ChatNoticeProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(region).toHaveTextContent('Copied');
    expect(region).toHaveTextContent('Copy failed');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(region).not.toHaveTextContent('Copied');
    expect(region).toHaveTextContent('Copy failed');
    act(() => vi.advanceTimersByTime(1000));
    expect(region).toBeEmptyDOMElement();
  });

  it('stays silent outside a provider', () => {
    render(<Announcer />);
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
