import type { JobTiming } from './job-worker';

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_JOB_LEASE_SECONDS = 30;
export const DEFAULT_JOB_POLL_SECONDS = 2;
/** A job claimed this often without being settled (its instance died each time) is failed. */
const MAX_ATTEMPTS = 3;

function seconds(env: Env, name: string, fallback: number, problems: string[]): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (/^\d+(\.\d+)?$/.test(text) && value > 0) return value;
  problems.push(`${name} must be a positive number of seconds (got ${JSON.stringify(text)})`);
  return fallback;
}

/**
 * Reads how background work (knowledge sync, evaluation runs) is shared between instances:
 * `JOB_LEASE_SECONDS` (how long a killed instance's work waits before another takes it over) and
 * `JOB_POLL_SECONDS` (how often an idle instance looks for work queued elsewhere).
 */
export function readJobConfig(env: Env): { config: JobTiming; problems: string[] } {
  const problems: string[] = [];
  const leaseMs = Math.round(seconds(env, 'JOB_LEASE_SECONDS', DEFAULT_JOB_LEASE_SECONDS, problems) * 1000);
  const pollMs = Math.round(seconds(env, 'JOB_POLL_SECONDS', DEFAULT_JOB_POLL_SECONDS, problems) * 1000);
  // Several beats per lease, so one slow write does not lose it.
  const heartbeatMs = Math.max(10, Math.round(leaseMs / 5));
  return { config: { leaseMs, heartbeatMs, pollMs, maxAttempts: MAX_ATTEMPTS }, problems };
}
