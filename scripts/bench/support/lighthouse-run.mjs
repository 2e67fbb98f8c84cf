// One Lighthouse run: a fresh headless Chromium (temporary profile, so the cache is cold) with the
// benchmark flags and a remote-debugging port, and Lighthouse's Node API on it in a child process
// (lighthouse-worker.mjs), both killed when the run outlives its time limit.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

export const PROFILES = ['desktop', 'mobile'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Lighthouse audit id → the metric's key in the results (ms, except CLS). */
export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
};

const WORKER = fileURLToPath(new URL('./lighthouse-worker.mjs', import.meta.url));
const MAX_STDERR = 2000;

const waitOrGiveUp = (promise, ms) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/** Kills the Chromium process group and waits (up to 5 s) until it has exited. */
async function killChrome(chrome) {
  const proc = chrome.process;
  const closed =
    proc && proc.exitCode === null ? new Promise((resolve) => proc.once('close', resolve)) : null;
  chrome.kill();
  if (closed) await waitOrGiveUp(closed, 5000);
}

/** Runs the worker; rejects with its error output, or after `timeoutMs` (having killed it). */
function runWorker(args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-MAX_STDERR);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Lighthouse did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(stderr.trim().split('\n').pop() || `Lighthouse exited with ${code ?? signal}`));
    });
  });
}

/**
 * Audits `url` once in a fresh Chromium and resolves to the worker's summary: `scores` (0–100 per
 * category), `metrics`, `failing` audits per category, `warnings`. Rejects after `timeoutMs`.
 */
export async function auditOnce(url, profile, { timeoutMs }) {
  const chromePath = chromiumPath();
  const runDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-run-'));
  const userDataDir = path.join(runDir, 'profile');
  const summaryFile = path.join(runDir, 'summary.json');
  let chrome;
  try {
    await mkdir(userDataDir);
    chrome = await launch({ chromePath, chromeFlags: CHROMIUM_ARGS, userDataDir, logLevel: 'silent' });
    await runWorker([url, profile, String(chrome.port), summaryFile], timeoutMs);
    return JSON.parse(await readFile(summaryFile, 'utf8'));
  } finally {
    if (chrome) await killChrome(chrome);
    await rm(runDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }
}
