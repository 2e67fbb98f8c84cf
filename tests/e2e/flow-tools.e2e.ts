import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LLM_OPERATOR, NODES } from '../unit/flow/node-fixtures';
import { PHONE, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
const ok = (data: unknown) => ({ json: { success: true, err_code: null, err_msg: null, data } });
const pageOf = (items: unknown[]) => ({
  items,
  total_count: items.length,
  total_pages: 1,
  page: 1,
  page_size: 20,
});
const at = { x: 0, y: 0, zoom: 1 };
const TEMPLATE = {
  uid: 'tpl-1',
  label: 'Chat with knowledge',
  name: 'chat_with_knowledge',
  description: 'Retrieve, then answer',
  flow_data: {
    nodes: [
      {
        id: `${LLM_OPERATOR.id}_0`,
        width: 288,
        height: 200,
        position: at,
        position_absolute: at,
        data: LLM_OPERATOR,
      },
    ],
    edges: [],
    viewport: at,
  },
};
const KEY = { key: 'dbgpt.core.flow.params', label: 'Flow parameters', scope: 'global' };
const variable = (id: number, name: string, extra: object) => ({
  id,
  key: KEY.key,
  name,
  label: name,
  value_type: 'str',
  category: 'common',
  scope: 'global',
  ...extra,
});

// The embedded server's templates and variables routes are built by another change: answered here.
async function serveFlowTools(page: Page) {
  await page.route('**/api/v2/serve/awel/nodes**', (route) => route.fulfill(ok(NODES)));
  await page.route('**/api/v2/serve/awel/flow/templates**', (route) => route.fulfill(ok(pageOf([TEMPLATE]))));
  await page.route('**/api/v2/serve/awel/variables**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/variables/keys')) return route.fulfill(ok([KEY]));
    return route.fulfill(
      ok(
        pageOf([
          variable(1, 'api_base', { value: 'https://llm.example' }),
          variable(2, 'team_key', { category: 'secret' }),
        ]),
      ),
    );
  });
}

describe('flow tools in a browser', () => {
  it('starts a flow from a template and manages the global variables from the canvas', async () => {
    const { page, open, errors } = await openSession();
    await serveFlowTools(page);
    await open('/construct/flow?isFirst=admin');
    await page.getByRole('button', { name: 'From a template…' }).click(TIMEOUT);
    const card = page.getByRole('listitem', { name: 'Chat with knowledge' });
    await card.getByRole('button', { name: 'Use this template' }).click(TIMEOUT);
    await page.getByRole('heading', { name: 'Chat with knowledge' }).waitFor(TIMEOUT);
    await page.getByRole('article', { name: 'LLM operator' }).waitFor(TIMEOUT);
    expect(await page.getByTestId('unsaved').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Flow tools' }).click();
    await page.getByRole('menuitem', { name: 'Global variables' }).click();
    const secret = page.getByTestId('flow-variables').getByRole('listitem', { name: 'team_key' });
    await secret.waitFor(TIMEOUT);
    expect(await secret.getByTestId('variable-value').textContent()).toBe('••••••');
    await page.screenshot({ path: '/tmp/flow-tools-variables.png' });
    expect(errors).toEqual([]);
  });

  it('exports from the canvas on a phone, in dark mode', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
    await serveFlowTools(page);
    await page.addInitScript(() => window.localStorage.setItem('__db_gpt_theme_key', 'dark'));
    await open('/construct/flow/canvas?isFirst=admin');
    await page.getByRole('button', { name: 'Flow tools' }).click(TIMEOUT);
    expect(await page.getByRole('menuitem', { name: 'Versions' }).isDisabled()).toBe(true);
    await page.getByRole('menuitem', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Text to copy' }).check(TIMEOUT);
    await dialog.getByRole('button', { name: 'Show the text' }).click();
    const text = dialog.getByRole('textbox', { name: 'The flow as JSON' });
    await text.waitFor(TIMEOUT);
    expect(JSON.parse(await text.inputValue())).toMatchObject({ flow: { flow_data: { nodes: [] } } });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.screenshot({ path: '/tmp/flow-tools-phone.png' });
    expect(errors).toEqual([]);
  });
});
