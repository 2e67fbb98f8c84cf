import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

// The server's own node catalogue (server/flows/nodes, labels in server/locales/flow-nodes.ts).
const PROMPT_ID = 'operator_prompt_template___$$___conversion___$$___v1';
const LLM_ID = 'operator_llm___$$___llm___$$___v1';

const handle = (page: Page, id: string) => page.locator(`.react-flow__handle[data-handleid="${id}"]`);

describe('the flow canvas in a browser', () => {
  it('drags operators of the server catalogue onto the canvas and wires an output to an input of its type', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow/canvas?isFirst=admin');
    const palette = page.getByRole('complementary', { name: 'Add node' });
    await palette.locator('summary', { hasText: /^LLM \(/ }).click();
    await palette
      .getByRole('button', { name: 'Add LLM to the canvas', exact: true })
      .dragTo(page.getByTestId('flow-canvas'), { targetPosition: { x: 560, y: 120 } });
    await palette.locator('summary', { hasText: /^Conversion/ }).click();
    await palette
      .getByRole('button', { name: 'Add Prompt template to the canvas' })
      .dragTo(page.getByTestId('flow-canvas'), { targetPosition: { x: 40, y: 120 } });
    await page.getByRole('article', { name: 'Prompt template' }).waitFor(TIMEOUT);
    await page.getByRole('article', { name: 'LLM', exact: true }).waitFor(TIMEOUT);

    await handle(page, `${PROMPT_ID}_0|outputs|0`).dragTo(handle(page, `${LLM_ID}_0|inputs|0`));
    await page.locator('.react-flow__edge').first().waitFor(TIMEOUT);
    expect(await page.locator('.react-flow__edge').count()).toBe(1);
    await page.screenshot({ path: '/tmp/flow-canvas-e2e.png' });
    expect(errors).toEqual([]);
  });

  it('shows the canvas for viewing on a phone, in dark mode', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
    await page.addInitScript(() => window.localStorage.setItem('__db_gpt_theme_key', 'dark'));
    await open('/construct/flow/canvas?isFirst=admin');
    await page.getByText('On a narrow screen the canvas is for viewing').waitFor(TIMEOUT);
    expect(await page.getByRole('complementary', { name: 'Add node' }).isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/flow-canvas-phone.png' });
    expect(errors).toEqual([]);
  });
});
