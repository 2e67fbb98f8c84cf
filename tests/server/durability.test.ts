import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '@/server/app';
import { parseConfig } from '@/server/config';
import { makeTempDir } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WRITERS = 40;

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The real server in its own process (so it can be killed), on a free port it prints when ready. */
async function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  // tsx as a loader in the server's own process: its CLI runs the server in a child process, which a SIGKILL
  // of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { child, baseUrl };
}

async function addPrompt(baseUrl: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/prompt/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({
        prompt_name: name,
        prompt_type: 'Normal',
        content: 'Hi.',
        prompt_language: 'en',
      }),
    });
    return response.ok && ((await response.json()) as { success: boolean }).success;
  } catch {
    return false;
  }
}

describe('durability', () => {
  it('keeps every acknowledged write when the server process is killed (SIGKILL) mid-load', async () => {
    const dataDir = await makeTempDir();
    dirs.push(dataDir);
    const { child, baseUrl } = await startServerProcess(dataDir);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (id: number) => {
      for (let index = 0; !killed; index += 1) {
        const name = `w${id}-${index}`;
        if (await addPrompt(baseUrl, name)) acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(WRITERS);

    // The same data folder, opened again: every acknowledged prompt is there.
    const app = await buildServer({
      config: parseConfig({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'silent' }),
    });
    try {
      const stored = new Set<string>();
      for (let page = 1; ; page += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: `/prompt/query_page?page=${page}&page_size=200`,
          headers: { 'user-id': 'alice', 'content-type': 'application/json' },
          payload: {},
        });
        if (answer.statusCode !== 200) throw new Error(answer.body);
        const items = answer.json<{ data: { items: { prompt_name: string }[] } }>().data.items;
        for (const prompt of items) stored.add(prompt.prompt_name);
        if (items.length < 200) break;
      }
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 30_000);
});
