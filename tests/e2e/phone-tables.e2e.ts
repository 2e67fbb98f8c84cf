import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, productURL, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
const NAME = 'phone-table-prompt';

/** The horizontal extent of an element on screen. */
async function span(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, right: box.x + box.width };
}

/** Every table on the page keeps its last (actions) column inside the phone's width. */
async function expectActionColumnsInView(page: Page) {
  const tables = page.locator('table');
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const lastCells = table.locator('tr > :last-child');
    for (const cell of await lastCells.all()) {
      const { left, right } = await span(cell);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(PHONE.width);
    }
  }
}

describe('at 390 px', () => {
  it('a wide table keeps its actions in view, and stays scrollable sideways', async () => {
    const response = await fetch(productURL('/prompt/add'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        prompt_name: NAME,
        prompt_type: 'Normal',
        content: 'A template long enough to make the table wider than a phone: {question}',
        visibility: 'public',
      }),
    });
    expect(response.status).toBe(200);

    const { page, open, errors } = await openSession({ viewport: PHONE });
    await open('/construct/prompt?isFirst=admin');
    const row = page.getByTestId('prompt-row').filter({ hasText: NAME });
    await row.waitFor(TIMEOUT);
    await expectActionColumnsInView(page);
    await expect.poll(() => row.getByRole('button').last().isVisible()).toBe(true);
    // The table is still wider than the screen: the rest is a sideways scroll away.
    const scroller = page.locator('table').first().locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the Construct tabs bring the current area into view', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
    await open('/construct/plugins?isFirst=admin');
    const current = page.getByRole('link', { name: 'Plugins', exact: true });
    await current.waitFor(TIMEOUT);
    await expect
      .poll(async () => {
        const { left, right } = await span(current);
        return left >= 0 && right <= PHONE.width;
      }, TIMEOUT)
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
