import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { setupBrowser } from './support/browser';
import { orderAnswer } from './support/fake-agent-replies';

const openSession = setupBrowser();

const TIMEOUT = { timeout: 20_000 };
const PLUGIN = 'order_desk';
const APP_NAME = 'Order desk helper';
const QUESTION = 'Where is my order A-1?';
/** What the plugin's tool is called by the agent: `<plugin>_<tool>`. */
const TOOL = `${PLUGIN}_lookup_order`;

// Uninstalling a plugin apps still use is first answered 409 naming them (the browser logs it), then forced.
const IN_USE_ANSWER =
  /^console error: Failed to load resource: the server responded with a status of 409 .*\/api\/v1\/agent\/uninstall\?/;

let mcp: McpHttpServer;
beforeAll(async () => {
  mcp = await startMcpHttpServer();
});
afterAll(async () => {
  await mcp.close();
});

const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/** Chooses the option starting with `option` in the antd Select labelled `label` (inside `scope`). */
async function pick(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await expect.poll(() => openList(page).count(), TIMEOUT).toBe(0);
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await openList(page)
    .locator('.ant-select-item-option-content')
    .filter({ hasText: new RegExp(`^${option}`) })
    .first()
    .click();
}

async function addMcpServer(page: Page) {
  await page.getByRole('button', { name: 'Add an MCP server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an MCP server' });
  await dialog.getByLabel('Name', { exact: true }).fill(PLUGIN);
  await dialog.getByLabel('Description (optional)').fill('Looks up orders');
  await dialog.getByLabel('URL', { exact: true }).fill(`${mcp.url}/mcp`);
  await dialog.getByRole('button', { name: 'Test' }).click();
  const tools = dialog.getByRole('region', { name: 'The server offers 4 tools' });
  await tools.waitFor(TIMEOUT);
  await tools.getByText('lookup_order', { exact: true }).waitFor(TIMEOUT);
  await tools.getByText('Arguments: order_id').waitFor(TIMEOUT);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${PLUGIN} added`).waitFor(TIMEOUT);
  await dialog.waitFor({ state: 'detached', ...TIMEOUT });
  // Saved, the list shows the user's plugins, the new one among them.
  await page.getByRole('button', { name: `Uninstall ${PLUGIN}` }).waitFor(TIMEOUT);
}

/** A single-agent app whose tool expert has the plugin as its tool resource. */
async function createToolApp(page: Page) {
  await page.getByRole('button', { name: 'Create app' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an application' });
  await dialog.getByRole('radio', { name: 'Single agent' }).check();
  await dialog.getByLabel('App name').fill(APP_NAME);
  await dialog.getByLabel('Description').fill('Answers questions about orders');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/construct\/app\/extra\/?\?app_code=/, TIMEOUT);
  await page.getByRole('heading', { name: `Edit “${APP_NAME}”` }).waitFor(TIMEOUT);
  await pick(page, 'Agent', 'ToolExpert');
  await page.getByRole('button', { name: 'Add resource' }).click();
  await pick(page, 'Type', 'Tool');
  await pick(page, 'Value', PLUGIN);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`“${APP_NAME}” was saved.`).waitFor(TIMEOUT);
  return new URL(page.url()).searchParams.get('app_code') ?? '';
}

describe('an MCP server as a plugin of an agent app', () => {
  it('is added and tested, called by an app’s agent in the chat, then uninstalled past the in-use warning', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/plugins?isFirst=admin');
    await addMcpServer(page);

    await open('/construct/app?isFirst=admin');
    const appCode = await createToolApp(page);
    expect(appCode).not.toBe('');
    await page.getByRole('link', { name: 'Applications' }).click();
    const appCard = page
      .getByTestId('app-list-card')
      .filter({ has: page.getByRole('heading', { name: APP_NAME }) });
    await appCard.getByRole('button', { name: 'Chat' }).click(TIMEOUT);
    await page.getByTestId('app-chat-header').getByRole('heading', { name: APP_NAME }).waitFor(TIMEOUT);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.fill(QUESTION);
    await input.press('Enter');

    const toolCard = page.getByTestId('tool-call-card').filter({ hasText: TOOL });
    await toolCard.getByText('Done').waitFor(TIMEOUT);
    await toolCard.getByRole('button', { name: new RegExp(`^Called ${TOOL}`) }).click();
    const details = await toolCard.textContent();
    expect(details).toContain('"order_id": "A-1"');
    expect(details).toMatch(/"status":\s*"shipped"/);
    await page.getByText(orderAnswer('shipped')).first().waitFor(TIMEOUT);

    await open('/construct/plugins?isFirst=admin');
    await page.getByRole('radiogroup', { name: 'Which plugins' }).getByText('My plugins').click();
    await page.getByRole('button', { name: `Uninstall ${PLUGIN}` }).click(TIMEOUT);
    const warning = page.getByRole('dialog', { name: `Uninstall ${PLUGIN}?` });
    await warning.getByText(APP_NAME, { exact: false }).waitFor(TIMEOUT);
    await warning.getByRole('button', { name: 'Uninstall anyway' }).click();
    await page.getByText(`${PLUGIN} uninstalled`).waitFor(TIMEOUT);
    await page
      .getByRole('button', { name: `Uninstall ${PLUGIN}` })
      .waitFor({ state: 'detached', ...TIMEOUT });

    // The app editor no longer offers it among the tools.
    await open(`/construct/app/extra?app_code=${appCode}&isFirst=admin`);
    await page.getByRole('heading', { name: `Edit “${APP_NAME}”` }).waitFor(TIMEOUT);
    await page.getByRole('button', { name: 'Add resource' }).click();
    const newRow = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('combobox', { name: 'Type', exact: true }) })
      .last();
    await pick(page, 'Type', 'Tool', newRow);
    // Loaded, the tool choices no longer hold it (none left: the row says so and links to the plugins).
    await newRow.getByRole('combobox', { name: 'Value', exact: true }).click();
    const offered = openList(page).locator('.ant-select-item-option-content');
    await newRow.getByTestId('no-tools-hint').or(offered.first()).first().waitFor(TIMEOUT);
    expect(await offered.allTextContents()).not.toContain(PLUGIN);
    expect(errors.filter((error) => !IN_USE_ANSWER.test(error))).toEqual([]);
  });
});
