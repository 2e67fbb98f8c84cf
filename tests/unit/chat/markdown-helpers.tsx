import { render } from '@testing-library/react';
import { ChatMarkdownRenderer } from '@/components/chat/markdown/chat-markdown-renderer';
import type { ChatMarkdownProps } from '@/components/chat/markdown/types';
import { PreferencesProvider } from '@/contexts/preferences-context';
import type { Language } from '@/locales/types';
import type { ThemeMode } from '@/utils/theme';

interface RenderOptions {
  mode?: ThemeMode;
  language?: Language;
}

/** Renders the real markdown renderer (not the lazy wrapper) inside the preferences it reads. */
export function renderMarkdown(
  props: ChatMarkdownProps,
  { mode = 'light', language = 'en' }: RenderOptions = {},
) {
  const utils = render(
    <PreferencesProvider initialMode={mode} initialLanguage={language}>
      <ChatMarkdownRenderer {...props} />
    </PreferencesProvider>,
  );
  const rerenderMarkdown = (next: ChatMarkdownProps) =>
    utils.rerender(
      <PreferencesProvider initialMode={mode} initialLanguage={language}>
        <ChatMarkdownRenderer {...next} />
      </PreferencesProvider>,
    );
  return { ...utils, rerenderMarkdown };
}
