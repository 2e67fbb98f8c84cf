import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

const input = (page: Page) => page.getByRole('textbox', { name: /Your question|你的问题|问题/ }).first();
const answers = (page: Page) => page.getByTestId('chat-messages').getByRole('article', { name: 'Answer' });

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

/** Starts a conversation from the landing and waits for its address. */
async function startChat(page: Page, open: (path: string) => Promise<void>, question: string) {
  await open('/chat?isFirst=admin');
  await input(page).waitFor(TIMEOUT);
  await ask(page, question);
  await page.waitForURL(/[?&]id=/, TIMEOUT);
}

describe('chat with the model', () => {
  it('starts a conversation from the landing and streams the answer in', async () => {
    const { page, open, errors } = await openSession();
    await startChat(page, open, 'hello there');
    await page.getByText('Echo: hello there').waitFor(TIMEOUT);
    // The conversation is listed under its first question.
    await page.getByTestId('dialog-list').getByText('hello there').first().waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });

  it('stops an answer midway and keeps the partial answer, marked, after a reload', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, '[[slow]] tell me a long story');
    await page.getByText('word5 ').first().waitFor(TIMEOUT);
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await page.getByText('Stopped').first().waitFor(TIMEOUT);
    const partial = (await answers(page).last().textContent()) ?? '';
    expect(partial).toContain('word5');
    expect(partial).not.toContain('word399');

    await page.reload();
    await page.getByText('word5 ').first().waitFor(TIMEOUT);
    await page.getByText('Stopped').first().waitFor(TIMEOUT);
    expect((await answers(page).last().textContent()) ?? '').not.toContain('word399');
  });

  it('retries the last answer with a new one', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, '[[count]] give me a number');
    const first = await page.getByText(/Answer number \d+/).last();
    await first.waitFor(TIMEOUT);
    const firstText = await first.textContent();
    await page.getByRole('button', { name: 'Retry' }).last().click();
    await page
      .getByText(/Answer number \d+/)
      .filter({ hasNotText: firstText ?? '' })
      .last()
      .waitFor(TIMEOUT);
  });

  it('sends an uploaded text file to the model with the question', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, 'first question');
    await page.getByText('Echo: first question').waitFor(TIMEOUT);
    await page.getByTestId('chat-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The secret is FILE-MARKER-42.\n'),
    });
    await page.getByTestId('chat-attachment').getByText('notes.txt').waitFor(TIMEOUT);
    // The chip shows the file while it uploads; sending waits for the upload to finish.
    await expect
      .poll(() => page.getByTestId('chat-attachment').getByRole('progressbar').count(), TIMEOUT)
      .toBe(0);
    await ask(page, '[[file]] what does the file say?');
    await page.getByText('The file says FILE-MARKER-42').waitFor(TIMEOUT);
    // The question shows its file.
    expect(await page.getByTestId('chat-messages').getByText('notes.txt').count()).toBeGreaterThan(0);
  });

  it('likes an answer, then dislikes it with a reason and a remark', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, 'rate me');
    await page.getByText('Echo: rate me').waitFor(TIMEOUT);
    const feedback = page.getByTestId('message-feedback').last();
    const like = feedback.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), TIMEOUT).toBe('true');

    await feedback.getByRole('button', { name: 'Dislike', exact: true }).click();
    await page.getByText('Wrong answer').click();
    await page.getByLabel('Anything else? (optional)').fill('It should say hello back.');
    await feedback.getByRole('button', { name: 'Send', exact: true }).click();
    const dislike = feedback.getByRole('button', { name: 'Dislike', exact: true });
    await expect.poll(() => dislike.getAttribute('aria-pressed'), TIMEOUT).toBe('true');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
  });

  it('deletes a conversation after confirmation', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, 'delete me soon');
    await page.getByText('Echo: delete me soon').waitFor(TIMEOUT);
    const list = page.getByTestId('dialog-list');
    await list.getByRole('button', { name: 'Delete “delete me soon”' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => list.getByText('delete me soon').count(), TIMEOUT).toBe(0);
  });

  it('switches language mid-conversation and keeps the messages', async () => {
    const { page, open } = await openSession();
    await startChat(page, open, 'bonjour');
    await page.getByText('Echo: bonjour').waitFor(TIMEOUT);
    await page.locator('[data-action=toggle-language]').first().click();
    await page.getByRole('button', { name: '新建对话' }).first().waitFor(TIMEOUT);
    expect(await page.getByText('Echo: bonjour').isVisible()).toBe(true);
  });

  it('renders an answer carrying an onerror image and a javascript: link without running either', async () => {
    const { page, open, errors } = await openSession();
    await startChat(page, open, '[[xss]] show me tricks');
    await page.getByText('safe link').waitFor(TIMEOUT);
    const message = answers(page).last();
    expect(await message.locator('img[onerror]').count()).toBe(0);
    expect(await message.locator('script').count()).toBe(0);
    expect(await message.locator('a[href^="javascript:" i]').count()).toBe(0);
    const safe = message.getByRole('link', { name: 'safe link' });
    expect(await safe.getAttribute('target')).toBe('_blank');
    expect(await safe.getAttribute('rel')).toContain('noopener');
    await message.getByText('click me').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors.filter((error) => error.includes('__xss'))).toEqual([]);
  });
});

describe('mobile chat', () => {
  it('asks the ques parameter once on a phone and shows the answer without a sidebar', async () => {
    const { page, open, errors } = await openSession({ viewport: { width: 390, height: 844 } });
    await open('/mobile/chat?isFirst=admin&chat_scene=chat_normal&ques=from%20the%20phone');
    await page.getByText('Echo: from the phone').waitFor(TIMEOUT);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByText('Echo: from the phone').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
