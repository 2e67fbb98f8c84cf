import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@/server/config';
import { makeTempDir } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Outcome {
  exitCode: number | null;
  output: string;
}

/** Starts `server/main.ts` with `env`; resolves when it exits or once it says it is ready (then stops it). */
async function runServer(env: Record<string, string>): Promise<Outcome> {
  const dataDir = await makeTempDir();
  dirs.push(dataDir);
  const child = spawn(process.execPath, [TSX, path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      // Whether or not the client was built here, the server says "API is ready at …".
      STATIC_DIR: path.join(dataDir, 'no-client'),
      LOG_LEVEL: 'warn',
      AUTH_MODE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (/is ready/.test(output)) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { exitCode, output };
}

// Each test starts `server/main.ts` cold through tsx, which compiles the whole server first: several
// seconds on a busy two-core machine, past vitest's default five.
describe('listening address without sign-in', { timeout: 30_000 }, () => {
  it('refuses a network address in AUTH_MODE=none and says what to set', async () => {
    const { exitCode, output } = await runServer({ HOST: '0.0.0.0' });
    expect(exitCode).toBe(1);
    expect(output).toContain('Refusing to listen on 0.0.0.0');
    expect(output).toContain('AUTH_MODE=local');
    expect(output).toContain('ALLOW_NO_AUTH_ON_NETWORK=true');
  });

  it('listens on the network address when ALLOW_NO_AUTH_ON_NETWORK=true', async () => {
    const { output } = await runServer({ HOST: '0.0.0.0', ALLOW_NO_AUTH_ON_NETWORK: 'true' });
    expect(output).toMatch(/is ready at http:\/\/localhost:\d+/);
    expect(output).not.toContain('Refusing');
  });

  it('listens on the network address with AUTH_MODE=local', async () => {
    const { output } = await runServer({ HOST: '0.0.0.0', AUTH_MODE: 'local' });
    expect(output).toMatch(/is ready at http:\/\/localhost:\d+/);
  });

  it('listens on loopback without the flag', async () => {
    const { output } = await runServer({ HOST: '127.0.0.1' });
    expect(output).toMatch(/is ready at http:\/\/127\.0\.0\.1:\d+/);
  });
});

describe('AUTH_MODE configuration', () => {
  it('defaults to none and reads local', () => {
    expect(parseConfig({}).auth.mode).toBe('none');
    expect(parseConfig({ AUTH_MODE: 'LOCAL' }).auth.mode).toBe('local');
  });

  it('names a mode it does not know', () => {
    expect(() => parseConfig({ AUTH_MODE: 'ldap' })).toThrow(
      /AUTH_MODE must be one of none, local, proxy, oidc \(got "ldap"\)/,
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, without echoing the password', () => {
    expect(() => parseConfig({ AUTH_MODE: 'local', ADMIN_EMAIL: 'a@example.com' })).toThrow(/go together/);
    expect(() =>
      parseConfig({ AUTH_MODE: 'local', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short1' }),
    ).toThrow(/ADMIN_PASSWORD must have at least 8 characters$/);
  });
});
