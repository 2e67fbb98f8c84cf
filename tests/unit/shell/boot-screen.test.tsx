import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from '@/components/layout/boot-screen';

/** The exported HTML is what a phone paints before any script runs: render it as the export does. */
function exported(pathname: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<BootScreen pathname={pathname} />);
  return host;
}

describe('BootScreen (the first paint of the exported HTML)', () => {
  it('outlines the sidebar and the chat screen on /chat', () => {
    const page = exported('/chat');
    expect(page.querySelector('[data-boot-sidebar]')).not.toBeNull();
    expect(page.querySelector('[data-testid="chat-loading"]')).not.toBeNull();
  });

  it('outlines only the chat on the phone chat, which has no sidebar', () => {
    const page = exported('/mobile/chat');
    expect(page.querySelector('[data-boot-sidebar]')).toBeNull();
    expect(page.querySelector('[data-testid="chat-loading"]')).not.toBeNull();
  });

  it('outlines a card grid on the construct screens', () => {
    const page = exported('/construct/models');
    expect(page.querySelector('[data-boot-sidebar]')).not.toBeNull();
    expect(page.querySelector('[data-testid="chat-loading"]')).toBeNull();
    expect(page.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('has no text but the logo’s name, so it reads the same before the language is known', () => {
    for (const pathname of ['/', '/chat', '/mobile/chat', '/construct/prompt']) {
      const page = exported(pathname);
      page.querySelectorAll('svg').forEach((drawing) => drawing.remove());
      expect(page.textContent).toBe('');
    }
  });
});
