import { parseSecretKey } from '../secrets/secret-key';
import { readLocalModelPorts, type LocalModelPort } from './local-model-ports';

/** How models added through the API are kept and watched. */
export interface ModelManagementConfig {
  /** From `DBGPT_SECRET_KEY`; null = a key file generated in the data folder. */
  secretKey: Buffer | null;
  /** Pause between two health checks of a healthy model (`MODEL_HEALTH_CHECK_INTERVAL_S`). */
  healthCheckIntervalMs: number;
  /** Loopback ports probed for local model servers (`LOCAL_MODEL_PORTS`). */
  localModelPorts: LocalModelPort[];
}

export const DEFAULT_HEALTH_CHECK_INTERVAL_S = 30;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads `DBGPT_SECRET_KEY` (32 bytes as base64 or 64 hex digits) and `MODEL_HEALTH_CHECK_INTERVAL_S`.
 * Returns the problems instead of throwing, like `readModelsConfig`; a bad key is never echoed.
 */
export function readModelManagementConfig(env: Env): { config: ModelManagementConfig; problems: string[] } {
  const problems: string[] = [];
  const keyText = env.DBGPT_SECRET_KEY?.trim();
  let secretKey: Buffer | null = null;
  if (keyText) {
    secretKey = parseSecretKey(keyText);
    if (!secretKey) problems.push('DBGPT_SECRET_KEY must be 32 bytes written as base64 or as 64 hex digits');
  }
  const intervalText = env.MODEL_HEALTH_CHECK_INTERVAL_S?.trim();
  let intervalS = DEFAULT_HEALTH_CHECK_INTERVAL_S;
  if (intervalText) {
    const value = Number(intervalText);
    if (/^\d+(\.\d+)?$/.test(intervalText) && value > 0) intervalS = value;
    else
      problems.push(
        `MODEL_HEALTH_CHECK_INTERVAL_S must be a positive number of seconds (got ${JSON.stringify(intervalText)})`,
      );
  }
  const local = readLocalModelPorts(env.LOCAL_MODEL_PORTS);
  problems.push(...local.problems);
  const healthCheckIntervalMs = Math.round(intervalS * 1000);
  return { config: { secretKey, healthCheckIntervalMs, localModelPorts: local.ports }, problems };
}
