import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { setupBrowser } from './support/browser';
import { createFakeModelScript } from './support/fake-model';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };
/** LM Studio's and llama.cpp's default ports: the product looks there without being told. */
const DEFAULT_PORTS = [1234, 8080];
const LOCAL_MODEL = 'local-llm';

/** The scripted model on the first free default port; fails saying which ports were taken. */
async function fakeOnDefaultPort(): Promise<FakeOpenAI> {
  for (const port of DEFAULT_PORTS) {
    try {
      return await startFakeOpenAI({ port, models: [LOCAL_MODEL], replyFor: createFakeModelScript() });
    } catch {
      // Taken by something else: try the next default port.
    }
  }
  throw new Error(
    `Ports ${DEFAULT_PORTS.join(' and ')} on 127.0.0.1 are both taken: this test needs one free to stand in for a local model server.`,
  );
}

describe('a fresh server with no model, and a local OpenAI-compatible model server', () => {
  let fake: FakeOpenAI;
  let product: { url: string; stop: () => Promise<unknown> };

  beforeAll(async () => {
    fake = await fakeOnDefaultPort();
    // No LLM_MODEL_* and no LOCAL_MODEL_PORTS: the defaults are what is tested.
    product = await startProductServer({});
  });
  afterAll(async () => {
    await product?.stop();
    await fake?.close();
  });

  it('offers the local model in the chat and answers the first question without a visit to Models', async () => {
    const { page, open, errors } = await openSession();
    await open(`${product.url}/chat?isFirst=admin`);
    const input = page.getByRole('textbox', { name: 'Your question' }).first();
    await input.waitFor(TIMEOUT);
    expect(await page.getByRole('link', { name: 'Add a model' }).first().getAttribute('href')).toMatch(
      /^\/construct\/models\/?\?create=1$/,
    );

    await input.fill('hello there');
    await input.press('Enter');
    const offer = page.getByTestId('local-model-offer');
    await offer.waitFor(TIMEOUT);
    const add = offer.getByRole('button', { name: `Add ${LOCAL_MODEL}` });
    await add.waitFor(TIMEOUT);
    await add.click();
    await offer.getByText(`${LOCAL_MODEL} added: ask your question.`).waitFor(TIMEOUT);

    await page.getByRole('button', { name: 'Retry' }).last().click();
    await page.getByText('Echo: hello there').waitFor(TIMEOUT);
    expect(fake.chatRequests().at(-1)?.model).toBe(LOCAL_MODEL);
    expect(new URL(page.url()).pathname).toMatch(/^\/chat/);
    expect(errors).toEqual([]);
  });
});
