import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatLandingOutline, PhoneChatOutline } from '@/components/chat/chat-landing-outline';
import ChatRoute from '@/pages/chat';
import MobileChatRoute from '@/pages/mobile/chat';

/** The exported HTML is what a phone paints before any script runs: render it as the export does. */
function exported(outline: ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(outline);
  return host;
}

describe('the chat routes in the exported HTML', () => {
  it('paints the landing’s welcome in both languages, each marked with its language', () => {
    const page = exported(<ChatLandingOutline />);
    const heading = page.querySelector('h1');
    expect(heading?.querySelector('[lang="en"]')?.textContent).toBe('What can I help you with?');
    expect(heading?.querySelector('[lang="zh-CN"]')?.textContent).toBe('有什么可以帮你的？');
    expect(page.querySelector('[lang="en"]')?.className).toContain('[html[lang=zh-CN]_&]:hidden');
    expect(page.querySelector('[data-testid="chat-loading"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('paints the phone chat’s invitation to ask, in both languages', () => {
    const page = exported(<PhoneChatOutline />);
    expect(page.textContent).toContain('Ask a question to start the conversation.');
    expect(page.textContent).toContain('输入问题，开始对话吧。');
  });

  it.each([
    ['/chat', <ChatLandingOutline key="landing" />],
    ['/mobile/chat', <PhoneChatOutline key="phone" />],
  ])(
    '%s: the question box shows its invitation before the code, one per language, out of reach',
    (_route, outline) => {
      const page = exported(outline);
      const boxes = [...page.querySelectorAll('textarea')];
      expect(boxes.map((box) => box.getAttribute('placeholder'))).toEqual([
        'Ask a question (Enter to send, Shift+Enter for a new line)',
        '输入问题，Enter 发送，Shift+Enter 换行',
      ]);
      expect(boxes[1].className).toContain('hidden [html[lang=zh-CN]_&]:block');
      for (const box of boxes) {
        expect(box).toBeDisabled();
        expect(box).toHaveAttribute('aria-hidden', 'true');
      }
    },
  );

  it('gives the routes these outlines for the app to put in the exported HTML', () => {
    expect((ChatRoute as { Outline?: unknown }).Outline).toBe(ChatLandingOutline);
    expect((MobileChatRoute as { Outline?: unknown }).Outline).toBe(PhoneChatOutline);
  });
});
