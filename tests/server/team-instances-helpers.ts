import { spawn, type ChildProcess } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Envelope } from '@/contract/common';
import { buildServerBundle } from '../../scripts/build-server.mjs';
import { freePort } from '../support/database-servers';
import type { MultipartRequest } from './upload-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The server bundled as `npm run build` bundles it, into `dir` (beside a link to node_modules): the
 * product's own way to run, and a process that starts in a second or two where tsx would take several,
 * which matters for a test that restarts instances ten times.
 */
export async function bundleServer(dir: string): Promise<string> {
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const entry = path.join(dir, 'server.mjs');
  await buildServerBundle({ outfile: entry, quiet: true });
  return entry;
}

/** One server instance as its own process (so it can be SIGKILLed), always on the same port. */
export interface InstanceProcess {
  readonly index: number;
  readonly baseUrl: string;
  readonly running: boolean;
  /** Starts the process; resolves once it listens. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no goodbye; resolves once the process is gone. */
  kill(): Promise<void>;
}

/** `entry`: the bundled server (bundleServer). */
export async function defineInstance(
  index: number,
  entry: string,
  env: Record<string, string>,
): Promise<InstanceProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    const started = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    started.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`instance ${index} did not start: ${output}`)), 45_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        collect(chunk);
        if (output.includes(baseUrl)) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`instance ${index} exited (${code ?? signal}): ${output}`));
      });
    });
    // Past the start, its output is only kept from filling the pipe.
    started.stdout?.resume();
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  return {
    index,
    baseUrl,
    get running() {
      return child !== null;
    },
    start,
    kill,
  };
}

export interface ProxiedAnswer<T> {
  status: number;
  body: Envelope<T>;
  /** The instance that answered (the proxy's `x-upstream`). */
  upstream: number;
}

export interface AskOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON, or as it is with its content type (a multipart upload). */
  body?: unknown;
  raw?: MultipartRequest;
  session?: string;
}

export function requestInit(options: AskOptions): RequestInit {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = `dbgpt_session=${encodeURIComponent(options.session)}`;
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return { method, headers, body };
}

export const upstreamOf = (response: Response) => Number(response.headers.get('x-upstream') ?? -1);

/** One call through the proxy; the JSON envelope and who answered. */
export async function ask<T = unknown>(
  proxyUrl: string,
  path: string,
  options: AskOptions = {},
): Promise<ProxiedAnswer<T>> {
  const response = await fetch(`${proxyUrl}${path}`, requestInit(options));
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path}: ${response.status} ${text}`);
  }
  return { status: response.status, body, upstream: upstreamOf(response) };
}

/** Answers the data of a call that must succeed. */
export async function must<T = unknown>(
  proxyUrl: string,
  path: string,
  options: AskOptions = {},
): Promise<T> {
  const answer = await ask<T>(proxyUrl, path, options);
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/** Signs in through the proxy; the session token and the instance that issued it. */
export async function signInThrough(proxyUrl: string, email: string, password: string) {
  const response = await fetch(`${proxyUrl}/api/v1/auth/login`, requestInit({ body: { email, password } }));
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('dbgpt_session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${await response.text()}`);
  const session = decodeURIComponent(cookie.split(';')[0]!.slice('dbgpt_session='.length));
  return { session, upstream: upstreamOf(response) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
