import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LLM_OPERATOR, NODES, REQUEST_BUILDER } from '../unit/flow/node-fixtures';
import { PHONE, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

// The embedded server's flow routes are built by another change: the node list is answered here.
const serveNodes = (page: Page) =>
  page.route('**/api/v2/serve/awel/nodes**', (route) =>
    route.fulfill({ json: { success: true, err_code: null, err_msg: null, data: NODES } }),
  );

const handle = (page: Page, id: string) => page.locator(`.react-flow__handle[data-handleid="${id}"]`);

describe('the flow canvas in a browser', () => {
  it('drags operators onto the canvas and wires an output to an input of its type', async () => {
    const { page, open, errors } = await openSession();
    await serveNodes(page);
    await open('/construct/flow/canvas?isFirst=admin');
    const palette = page.getByRole('complementary', { name: 'Add node' });
    await palette.locator('summary', { hasText: /^LLM \(/ }).click();
    await palette
      .getByRole('button', { name: 'Add LLM operator to the canvas' })
      .dragTo(page.getByTestId('flow-canvas'), { targetPosition: { x: 560, y: 120 } });
    await palette.locator('summary', { hasText: /^Conversion/ }).click();
    await palette
      .getByRole('button', { name: 'Add Request builder to the canvas' })
      .dragTo(page.getByTestId('flow-canvas'), { targetPosition: { x: 40, y: 120 } });
    await page.getByRole('article', { name: 'Request builder' }).waitFor(TIMEOUT);

    await handle(page, `${REQUEST_BUILDER.id}_0|outputs|0`).dragTo(
      handle(page, `${LLM_OPERATOR.id}_0|inputs|0`),
    );
    await page.locator('.react-flow__edge').first().waitFor(TIMEOUT);
    expect(await page.locator('.react-flow__edge').count()).toBe(1);
    await page.screenshot({ path: '/tmp/flow-canvas-e2e.png' });
    expect(errors).toEqual([]);
  });

  it('shows the canvas for viewing on a phone, in dark mode', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
    await serveNodes(page);
    await page.addInitScript(() => window.localStorage.setItem('__db_gpt_theme_key', 'dark'));
    await open('/construct/flow/canvas?isFirst=admin');
    await page.getByText('On a narrow screen the canvas is for viewing').waitFor(TIMEOUT);
    expect(await page.getByRole('complementary', { name: 'Add node' }).isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/flow-canvas-phone.png' });
    expect(errors).toEqual([]);
  });
});
