// The tests' fake OpenAI-compatible server (tests/support/fake-openai.ts), loaded through tsx so the
// benchmarks stream from the same fake the end-to-end tests use, in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../../lib/product-server.mjs';

const FAKE_MODULE = path.join(REPO_ROOT, 'tests', 'support', 'fake-openai.ts');

/** Starts the fake on a free loopback port; options as `startFakeOpenAI` ({ reply, replyFor, models }). */
export async function startFakeModel(options = {}) {
  const { startFakeOpenAI } = await tsImport(pathToFileURL(FAKE_MODULE).href, import.meta.url);
  return startFakeOpenAI(options);
}
