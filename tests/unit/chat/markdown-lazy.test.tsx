import { render, screen } from '@testing-library/react';
import { ChatMarkdown, preloadChatMarkdown } from '@/components/chat/markdown';
import { PreferencesProvider } from '@/contexts/preferences-context';

describe('ChatMarkdown (lazy)', () => {
  it('shows the message as plain text at once, then as markdown once the renderer has loaded', async () => {
    render(
      <PreferencesProvider initialMode="light" initialLanguage="en">
        <ChatMarkdown content={'Hello **world**'} className="answer" />
      </PreferencesProvider>,
    );
    // Never empty while the renderer downloads.
    expect(screen.getByText('Hello **world**')).toBeInTheDocument();

    const strong = await screen.findByText('world', { selector: 'strong' }, { timeout: 10_000 });
    expect(strong.closest('.answer')).not.toBeNull();
    expect(screen.queryByText('Hello **world**')).toBeNull();
  });

  it('can be preloaded before the first message', async () => {
    expect(() => preloadChatMarkdown()).not.toThrow();
    render(
      <PreferencesProvider initialMode="light" initialLanguage="en">
        <ChatMarkdown content="~~old~~ new" />
      </PreferencesProvider>,
    );
    expect(await screen.findByText('old', { selector: 'del' })).toBeInTheDocument();
  });
});
