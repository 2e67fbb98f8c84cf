import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

const FLOW = { name: 'returns_flow_for_app', label: 'Returns flow for app' };
const APP_NAME = 'Flow returns desk';
const QUESTION = 'Which items can I return?';

/** A JSON call from the page; answers the envelope's data or throws its message. */
async function callFrom<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return {
        status: response.status,
        body: (await response.json()) as { success: boolean; data: unknown },
      };
    },
    [method, path, body] as const,
  );
  if (!answer.body.success)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/** The built-in "Simple chat" template, saved deployed under its own name: a chat flow an app can run. */
async function deployChatFlow(page: Page) {
  const templates = await callFrom<{ items: { name: string; flow_data: unknown }[] }>(
    page,
    'GET',
    '/api/v2/serve/awel/flow/templates',
  );
  const simple = templates.items.find((template) => template.name === 'template_simple_chat');
  expect(simple).toBeDefined();
  await callFrom(page, 'POST', '/api/v2/serve/awel/flows', {
    name: FLOW.name,
    label: FLOW.label,
    flow_data: simple?.flow_data,
    state: 'deployed',
  });
}

describe('an AWEL flow app', () => {
  it('is created from a deployed chat flow, published, and answers through the flow', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/app?isFirst=admin');
    await deployChatFlow(page);

    await page.getByRole('button', { name: 'Create app' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an application' });
    await dialog.getByRole('radio', { name: 'AWEL flow' }).check();
    await dialog.getByRole('combobox', { name: 'Chat flow' }).click();
    await page.getByRole('combobox', { name: 'Chat flow' }).fill('returns flow');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: FLOW.label })
      .click();
    await dialog.getByLabel('App name').fill(APP_NAME);
    await dialog.getByLabel('Description').fill('Answers about returns through a flow');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(/\/construct\/app\/extra\/?\?app_code=/, TIMEOUT);
    await page.getByRole('heading', { name: `Edit “${APP_NAME}”` }).waitFor(TIMEOUT);
    // The editor shows the flow the app was created with.
    await page.getByText(FLOW.label).first().waitFor(TIMEOUT);

    await page.getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('button', { name: `Actions for ${APP_NAME}` }).click(TIMEOUT);
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await page.getByText(`“${APP_NAME}” is published: everyone finds it on Explore.`).waitFor(TIMEOUT);

    await open('/?isFirst=admin');
    await page.getByRole('button', { name: `Chat with ${APP_NAME}` }).click(TIMEOUT);
    const header = page.getByTestId('app-chat-header');
    await header.getByRole('heading', { name: APP_NAME }).waitFor(TIMEOUT);
    // Only the app's own landing: not the generic one's scenes, suggestions and app shelf.
    expect(await page.getByTestId('chat-landing').count()).toBe(0);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.fill(QUESTION);
    await input.press('Enter');
    // The fake model echoes its prompt: the template's text, filled with the question.
    await page
      .getByTestId('chat-messages')
      .getByRole('article', { name: 'Answer' })
      .filter({ hasText: `Question: ${QUESTION}` })
      .first()
      .waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });
});
