/**
 * Issue 30: DB-GPT 0.8.1's own RAG chat template, opened from the gallery, runs here. A product server of the
 * file's own, so that the seeded space is the first (the one the template is opened with) and no other
 * test's spaces are touched.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { setupBrowser } from './support/browser';
import { seedSyncedSpace } from './support/page-call';
import type { ProductHandle } from './support/sign-in-product';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

const SPACE = 'e2e_handbook';
const MARKER = 'FILE-MARKER-LEAVE25';
// The fake model answers `[[file]]` questions with the marker it finds in the prompt: only the retrieved
// chunk carries it, so the answer proves the space was searched and its text reached the model.
const QUESTION = '[[file]] How many days of paid leave do we get?';
const ANSWER = `The file says ${MARKER}`;
const TEMPLATE = 'RAG Chat AWEL flow template';

let product: ProductHandle | undefined;
beforeAll(async () => {
  product = await startProductServer({
    env: {
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${inject('fakeModelURL')}/v1`,
      OPENAI_API_KEY: 'e2e-key',
    },
  });
});
afterAll(async () => {
  await product?.stop();
});

async function open(page: Page, pathWithQuery: string) {
  if (!product) throw new Error('The product server did not start');
  await page.goto(new URL(pathWithQuery, product.url).toString(), { waitUntil: 'load' });
}

async function seedSpace(page: Page) {
  await seedSyncedSpace(
    page,
    { name: SPACE, desc: 'Handbook' },
    { name: 'leave.md', content: `Employees get 25 days of paid leave per year. Reference ${MARKER}.` },
    TIMEOUT,
  );
}

describe("DB-GPT's RAG chat template", () => {
  it('opens on the canvas with its resource wired and the space chosen, debug-runs, saves deployed, and chats', async () => {
    const { page, errors } = await openSession();
    await open(page, '/construct/flow?isFirst=admin');
    await seedSpace(page);

    await page.getByRole('button', { name: 'From a template…' }).click();
    const gallery = page.getByRole('dialog', { name: 'Start from a template' });
    await gallery
      .getByRole('listitem', { name: TEMPLATE })
      .getByRole('button', { name: 'Use this template' })
      .click();
    await page.waitForURL(/\/construct\/flow\/canvas\/?\?draft=/, TIMEOUT);

    // DB-GPT's nodes under DB-GPT's names, the prompt template a resource wired to the LLM operator.
    const llm = page.getByRole('article', { name: 'Streaming LLM Operator', exact: true });
    await llm.waitFor(TIMEOUT);
    await page.getByRole('article', { name: 'Common Chat Prompt Template', exact: true }).waitFor(TIMEOUT);
    await expect.poll(() => page.getByTestId('flow-node').count(), TIMEOUT).toBe(5);
    await expect.poll(() => page.locator('.react-flow__edge').count(), TIMEOUT).toBe(5);
    expect(await page.getByTestId('node-not-runnable').count()).toBe(0);
    const knowledge = page.getByRole('article', { name: 'Knowledge Space Operator', exact: true });
    await knowledge.getByRole('combobox', { name: 'Knowledge Space Name' }).waitFor(TIMEOUT);
    expect(await knowledge.textContent()).toContain(SPACE);

    await page.getByRole('button', { name: 'Debug run' }).click();
    const panel = page.getByTestId('flow-debug-panel');
    await panel.getByRole('textbox', { name: 'Test input' }).fill(QUESTION);
    await panel.getByRole('button', { name: 'Run', exact: true }).click();
    await panel.getByText('The run finished.').waitFor(TIMEOUT);
    const debugAnswer = panel.getByTestId('debug-answer');
    await debugAnswer.getByText(ANSWER).waitFor(TIMEOUT);
    // The retrieved chunk comes as references: shown as the chat shows them, never as their markup.
    // Listed in the references panel (folded until opened).
    await debugAnswer
      .getByText('leave.md')
      .first()
      .waitFor({ state: 'attached', ...TIMEOUT });
    expect(await debugAnswer.textContent()).not.toContain('<references');
    expect(
      await panel
        .getByTestId('debug-node')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-status'))),
    ).toEqual(['done', 'done', 'done', 'done']);
    await panel.getByRole('button', { name: 'Close the debug run' }).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the flow' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('handbook_rag');
    await dialog.getByRole('checkbox', { name: 'Deploy' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Flow saved').waitFor(TIMEOUT);
    await page.waitForURL(/[?&]id=/, TIMEOUT);
    const uid = new URL(page.url()).searchParams.get('id');

    await page.getByRole('link', { name: 'Back to the flows' }).click();
    const card = page.getByTestId('flow-card').filter({ hasText: 'handbook_rag' });
    await card.waitFor(TIMEOUT);
    expect(await card.getByTestId('flow-state').getAttribute('data-state')).toBe('deployed');
    await card.getByRole('link', { name: 'Chat' }).click();
    await page.getByTestId('flow-chat-header').waitFor(TIMEOUT);
    expect(new URL(page.url()).searchParams.get('select_param')).toBe(uid);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.fill(QUESTION);
    await input.press('Enter');
    const answer = page.getByTestId('chat-messages').getByRole('article', { name: 'Answer' }).last();
    await answer.getByText(ANSWER).waitFor(TIMEOUT);
    expect(await answer.textContent()).not.toContain('<references');
    expect(errors).toEqual([]);
  });
});
