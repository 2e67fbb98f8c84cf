import { describe, expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
const SECRET = 'sk-e2e-never-shown';

describe('flow tools in a browser', () => {
  it("keeps a secret global variable masked, in the drawer and in the server's list", async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow/canvas?isFirst=admin');
    await page.getByRole('button', { name: 'Flow tools' }).click(TIMEOUT);
    await page.getByRole('menuitem', { name: 'Global variables' }).click();
    await page.getByRole('button', { name: 'Add a variable' }).click(TIMEOUT);
    const form = page.getByRole('dialog', { name: 'Add a global variable' });
    await form.getByLabel('Name').fill('team_key');
    await form.getByLabel('Label').fill('Team key');
    await form.getByRole('switch', { name: 'Secret (stored encrypted, never shown again)' }).click();
    await form.getByLabel('Value', { exact: true }).fill(SECRET);
    await form.getByRole('button', { name: 'Save' }).click();

    // Listed under its key and under the built-in "All secrets": masked in both.
    const listings = page.getByTestId('flow-variables').getByRole('listitem', { name: 'team_key' });
    await listings.first().waitFor(TIMEOUT);
    expect(await listings.getByTestId('variable-value').allTextContents()).toEqual(['••••••', '••••••']);
    const listed = await page.evaluate(async () => {
      const response = await fetch('/api/v2/serve/awel/variables?key=dbgpt.core.flow.params', {
        headers: { 'user-id': '001' },
      });
      return response.text();
    });
    expect(listed).toContain('team_key');
    expect(listed).not.toContain(SECRET);
    await page.screenshot({ path: '/tmp/flow-tools-variables.png' });
    expect(errors).toEqual([]);
  });

  it('exports from the canvas on a phone, in dark mode', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
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
