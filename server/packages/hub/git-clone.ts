import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A clone must finish well within a refresh the client waits for. */
export const CLONE_TIMEOUT_MS = 45_000;

export interface GitHubCheckout {
  url: string;
  branch: string | null;
  token: string | null;
  /** Where the hub's files end up; replaced only once a new clone succeeded. */
  target: string;
}

/** A clone that failed; `reason` is git's last words, with the token taken out. */
export class GitCloneError extends Error {
  override name = 'GitCloneError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** `Basic …`/`Bearer …` is sent as given; a bare token as a bearer token. */
function authorizationHeader(token: string): string {
  return /^(basic|bearer|token) /i.test(token) ? token : `Bearer ${token}`;
}

function lastWords(error: unknown, token: string | null): string {
  const failed = error as { stderr?: unknown; killed?: boolean; code?: unknown; message?: unknown };
  if (failed.killed) return `timed out after ${CLONE_TIMEOUT_MS / 1000} s`;
  if (failed.code === 'ENOENT') return 'git is not installed on the server';
  const stderr = typeof failed.stderr === 'string' ? failed.stderr : String(failed.message ?? '');
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('warning:') && !line.startsWith('hint:'));
  const said = lines.at(-1) ?? 'git failed';
  return token ? said.split(token).join('***') : said;
}

/**
 * A fresh shallow clone of the hub's branch with the system `git` (no shell, never prompting), swapped in
 * for the previous one only when it worked, so a failed refresh keeps the last good files.
 */
export async function cloneHub(checkout: GitHubCheckout): Promise<void> {
  await mkdir(path.dirname(checkout.target), { recursive: true });
  const next = `${checkout.target}.next-${randomBytes(4).toString('hex')}`;
  // Symbolic links are checked out as plain files holding the link: a README linked to a file of the
  // server shows the link, never the file.
  const config = ['-c', 'credential.helper=', '-c', 'core.askPass=', '-c', 'core.symlinks=false'];
  // The token goes through the environment, not the arguments, which other users of the machine can list.
  const tokenConfig: Record<string, string> = checkout.token
    ? {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.extraHeader',
        GIT_CONFIG_VALUE_0: `Authorization: ${authorizationHeader(checkout.token)}`,
      }
    : {};
  const args = [...config, 'clone', '--quiet', '--depth', '1', '--single-branch'];
  if (checkout.branch) args.push('--branch', checkout.branch);
  args.push('--', checkout.url, next);
  try {
    await run('git', args, {
      timeout: CLONE_TIMEOUT_MS,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', SSH_ASKPASS: '', ...tokenConfig },
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw new GitCloneError(lastWords(error, checkout.token));
  }
  await rm(checkout.target, { recursive: true, force: true });
  await rename(next, checkout.target);
}
