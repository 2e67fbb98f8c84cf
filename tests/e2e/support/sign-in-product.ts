import { afterAll, beforeAll, inject } from 'vitest';
import { startProductServer } from '../../../scripts/lib/product-server.mjs';

export interface ProductHandle {
  url: string;
  stop(): Promise<unknown>;
}

/**
 * A product server of the test file's own with `AUTH_MODE=local`, `admin` as its administrator and the
 * shared fake model; started before the file's tests and stopped after them. Filled in by `beforeAll`.
 */
export function localSignInProduct(admin: { email: string; password: string }): ProductHandle {
  const product = {} as ProductHandle;
  beforeAll(async () => {
    Object.assign(
      product,
      await startProductServer({
        env: {
          AUTH_MODE: 'local',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          LLM_MODEL_NAME: 'fake-model',
          LLM_MODEL_PROVIDER: 'proxy/openai',
          OPENAI_API_BASE: `${inject('fakeModelURL')}/v1`,
          OPENAI_API_KEY: 'e2e-key',
        },
      }),
    );
  });
  afterAll(async () => {
    await product.stop?.();
  });
  return product;
}
