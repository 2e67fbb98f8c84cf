import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
const MODEL = 'e2e-extra-model';

const card = (page: Page) => page.getByRole('article', { name: MODEL });

async function cardAction(page: Page, action: 'Start' | 'Stop' | 'Stop and delete') {
  await page.getByRole('button', { name: `Actions for ${MODEL}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The chat's model selector, a native select. */
const modelSelect = (page: Page) => page.getByRole('combobox', { name: 'Model', exact: true }).first();

/** The model names the chat's selector offers. */
async function chatModelOptions(page: Page): Promise<string> {
  await page.goto(page.url().replace(/\/construct\/models\/?.*$/, '/chat/?isFirst=admin'));
  const selector = modelSelect(page);
  await selector.waitFor(TIMEOUT);
  // Disabled until the model list has arrived (the configured model is always in it).
  await expect.poll(() => selector.isEnabled(), TIMEOUT).toBe(true);
  return (await selector.locator('option').allTextContents()).join('\n');
}

describe('managing models', () => {
  it('creates a model against an OpenAI-compatible endpoint, chats with it, stops, starts and deletes it', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/models?isFirst=admin');
    await page.getByRole('button', { name: 'Create model' }).click();
    const dialog = page.getByTestId('create-model-dialog');
    await dialog.waitFor(TIMEOUT);
    await dialog.getByRole('radio', { name: 'LLM' }).check();
    const model = dialog.getByRole('combobox', { name: 'Model' });
    await model.click();
    await model.fill('compatible');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('Any model it serves · OpenAI-compatible endpoint')
      .click();
    await dialog.getByLabel('Model name').fill(MODEL);
    await dialog.getByLabel('API base URL').fill(`${inject('fakeModelURL')}/v1`);
    await dialog.getByLabel('API key').fill('sk-e2e-secret-key-1234');
    await page.getByTestId('create-model-submit').click();

    await card(page).waitFor(TIMEOUT);
    await expect
      .poll(() => card(page).getByTestId('model-status').getAttribute('data-status'), TIMEOUT)
      .toBe('healthy');
    // The key never comes back to the browser in clear (once the dialog that held it has gone: it
    // keeps its last content while it fades out, and the cards now render before that ends).
    await dialog.waitFor({ state: 'detached', ...TIMEOUT });
    expect(await page.content()).not.toContain('sk-e2e-secret-key-1234');

    expect(await chatModelOptions(page)).toContain(MODEL);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await modelSelect(page).selectOption(MODEL);
    await input.fill('which model?');
    await input.press('Enter');
    await page.getByText('Echo: which model?').waitFor(TIMEOUT);

    await open('/construct/models?isFirst=admin');
    await card(page).waitFor(TIMEOUT);
    await cardAction(page, 'Stop');
    await expect
      .poll(() => card(page).getByTestId('model-status').getAttribute('data-status'), TIMEOUT)
      .toBe('stopped');
    expect(await chatModelOptions(page)).not.toContain(MODEL);

    await open('/construct/models?isFirst=admin');
    await card(page).waitFor(TIMEOUT);
    await cardAction(page, 'Start');
    await expect
      .poll(() => card(page).getByTestId('model-status').getAttribute('data-status'), TIMEOUT)
      .toBe('healthy');
    expect(await chatModelOptions(page)).toContain(MODEL);

    await open('/construct/models?isFirst=admin');
    await card(page).waitFor(TIMEOUT);
    await cardAction(page, 'Stop and delete');
    await page
      .getByRole('dialog', { name: `Stop and delete ${MODEL}?` })
      .getByRole('button', { name: 'Stop and delete' })
      .click();
    await expect.poll(() => card(page).count(), TIMEOUT).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lists the model from configuration as coming from configuration', async () => {
    const { page, open } = await openSession();
    await open('/construct/models?isFirst=admin');
    const configured = page.getByRole('article', { name: 'fake-model' });
    await configured.waitFor(TIMEOUT);
    expect(await configured.getByTestId('model-from-config').count()).toBe(1);
  });
});
