import type { TestProject } from 'vitest/node';
import { startProductServer } from '../../../scripts/lib/product-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One product server for the whole end-to-end run, on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const server = await startProductServer();
  project.provide('baseURL', server.url);
  return async () => {
    const exit = await server.stop();
    if (exit && exit.code !== 0 && exit.signal !== 'SIGTERM') {
      throw new Error(
        `The server did not stop cleanly on SIGTERM (${JSON.stringify(exit)}).\n${server.logs()}`,
      );
    }
  };
}
