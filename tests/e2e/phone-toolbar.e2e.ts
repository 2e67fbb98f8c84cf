import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' }).first();

/** The chat input's controls in an open conversation, by their accessible names. */
const CONTROLS = [
  { role: 'combobox', name: 'Model' },
  { role: 'button', name: 'Model parameters' },
  { role: 'button', name: 'Use a prompt' },
  { role: 'button', name: 'Attach a file' },
  { role: 'button', name: 'Clear memory' },
  { role: 'button', name: 'End topic' },
  { role: 'button', name: 'Send' },
] as const;

/** The names of the controls that are not wholly inside the viewport's width. */
async function controlsOutside(page: Page, width: number): Promise<string[]> {
  const outside: string[] = [];
  for (const { role, name } of CONTROLS) {
    const box = await page.getByRole(role, { name, exact: true }).boundingBox();
    if (!box || box.width === 0 || box.x < 0 || box.x + box.width > width) outside.push(name);
  }
  return outside;
}

describe('the chat input on a phone', () => {
  for (const width of [320, 390]) {
    it(`keeps every control of an open conversation inside a ${width} px screen, and usable`, async () => {
      const { page, open, errors } = await openSession({ viewport: { width, height: 740 } });
      await open('/chat?isFirst=admin');
      await input(page).fill('hello from a phone');
      await input(page).press('Enter');
      await page.waitForURL(/[?&]id=/, TIMEOUT);
      await page.getByText('Echo: hello from a phone').waitFor(TIMEOUT);
      // An open conversation has the most controls: upload, clear memory and end topic join the rest.
      await page.getByRole('button', { name: 'Clear memory' }).waitFor(TIMEOUT);
      expect(await controlsOutside(page, width)).toEqual([]);

      await input(page).fill('second question');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('Echo: second question').waitFor(TIMEOUT);
      expect(errors).toEqual([]);
    });
  }
});
