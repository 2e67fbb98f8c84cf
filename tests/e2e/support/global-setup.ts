import type { TestProject } from 'vitest/node';
import { startProductServer } from '../../../scripts/lib/product-server.mjs';
import { startFakeOpenAI } from '../../support/fake-openai';
import { createFakeModelScript } from './fake-model';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The fake model's base URL (without /v1), for tests that create models in the UI. */
    fakeModelURL: string;
  }
}

export const E2E_MODEL = 'fake-model';

/**
 * One fake OpenAI-compatible model and one product server (fresh DATA_DIR, free port) for the whole
 * end-to-end run; the product's real provider code talks to the fake over loopback.
 */
export default async function setup(project: TestProject) {
  const fake = await startFakeOpenAI({ replyFor: createFakeModelScript(), models: [E2E_MODEL] });
  const server = await startProductServer({
    env: {
      LLM_MODEL_NAME: E2E_MODEL,
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'e2e-key',
    },
  });
  project.provide('baseURL', server.url);
  project.provide('fakeModelURL', fake.url);
  return async () => {
    const exit = await server.stop();
    await fake.close();
    if (exit && exit.code !== 0 && exit.signal !== 'SIGTERM') {
      throw new Error(
        `The server did not stop cleanly on SIGTERM (${JSON.stringify(exit)}).\n${server.logs()}`,
      );
    }
  };
}
