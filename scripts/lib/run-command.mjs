// Runs a child command with inherited output, in its own process group so a timeout can end all of it.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal);
    process.exit(130);
  });
}

/**
 * Resolves with { code, signal, timedOut, ms } once the command has ended; never rejects.
 * A spawn failure reads as code 127 and is printed. With `logFile` the output goes there instead of ours
 * (a command running beside others).
 */
export function runCommand(command, args, { cwd, env, timeoutMs = 15 * 60_000, logFile } = {}) {
  const startedAt = performance.now();
  const log = logFile === undefined ? null : openSync(logFile, 'w');
  const stdio = log === null ? 'inherit' : ['ignore', log, log];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio, detached: true });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${command} ${args.join(' ')}: no end after ${timeoutMs / 1000} s, stopping it.`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    const finish = (result) => {
      clearTimeout(timer);
      if (log !== null) closeSync(log);
      running.delete(child);
      resolve({ ...result, timedOut, ms: performance.now() - startedAt });
    };
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      finish({ code: 127, signal: null });
    });
    child.once('exit', (code, signal) => finish({ code, signal }));
  });
}
