import type { ParameterDescription, WorkerType } from '@/contract/model';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { StoredModel } from '../repositories/models';
import { maskSecret } from '../secrets/mask';
import { SecretUnreadableError, type SecretBox } from '../secrets/secret-box';
import { endpointFromValues, type ManagedModel } from './managed-model';
import { isSecretParameter, type ParamValues } from './model-params';
import type { ModelEndpointConfig } from './models-config';
import { isProviderId } from './provider-catalogue';

/** Binds a sealed value to its model and parameter, so it cannot be moved to another. */
function sealContext(name: string, workerType: WorkerType, param: string): string {
  return JSON.stringify(['models', workerType, name, param]);
}

/** Splits validated values into the plain ones and the sealed secrets, for storage. */
export async function sealSecretValues(
  box: SecretBox,
  model: {
    name: string;
    workerType: WorkerType;
    descriptors: readonly ParameterDescription[];
    values: ParamValues;
  },
): Promise<{ plain: ParamValues; sealed: Record<string, string> }> {
  const secretNames = new Set(model.descriptors.filter(isSecretParameter).map((d) => d.param_name));
  const plain: ParamValues = {};
  const sealed: Record<string, string> = {};
  for (const [param, value] of Object.entries(model.values)) {
    if (!secretNames.has(param)) plain[param] = value;
    else if (value !== '')
      sealed[param] = await box.seal(String(value), sealContext(model.name, model.workerType, param));
  }
  return { plain, sealed };
}

/** A stored model's parameters with its secrets opened (throws SecretUnreadableError). */
async function openValues(box: SecretBox, stored: StoredModel): Promise<ParamValues> {
  const values: ParamValues = {};
  for (const [param, value] of Object.entries(stored.params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      values[param] = value;
  }
  for (const [param, sealed] of Object.entries(stored.secrets))
    values[param] = await box.open(sealed, sealContext(stored.name, stored.workerType, param));
  return values;
}

/** The parameters as clients see them: the secrets masked (`******` when they cannot be opened). */
function shownValues(stored: Pick<StoredModel, 'params' | 'secrets'>, opened: ParamValues | null) {
  const shown: Record<string, unknown> = { ...stored.params };
  for (const param of Object.keys(stored.secrets)) {
    const value = opened?.[param];
    shown[param] = typeof value === 'string' ? maskSecret(value) : '******';
  }
  return shown;
}

/** A model of the database as the manager keeps it (not started). */
export function toManagedModel(
  stored: Pick<StoredModel, 'name' | 'workerType' | 'provider' | 'params' | 'secrets'>,
  opened: ParamValues | null,
  defaultContextTokens: number,
): ManagedModel {
  const contextLength = stored.params.context_length;
  return {
    name: stored.name,
    workerType: stored.workerType,
    provider: stored.provider,
    origin: 'stored',
    shownParams: shownValues(stored, opened),
    checkHealthy: stored.params.check_healthy !== false,
    contextTokens: typeof contextLength === 'number' ? contextLength : defaultContextTokens,
  };
}

/** A stored model with its secrets opened: the endpoint to run it at, or why it cannot run. */
export async function openStoredModel(
  box: SecretBox,
  stored: StoredModel,
  defaultContextTokens: number,
): Promise<{ model: ManagedModel; endpoint?: ModelEndpointConfig; problem?: LocalizedText }> {
  let opened: ParamValues | null = null;
  let problem: LocalizedText | undefined;
  try {
    opened = await openValues(box, stored);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    problem = localized(
      error.reason === 'malformed' ? 'model.storedKeyMalformed' : 'model.storedKeyUnreadable',
    );
  }
  const model = toManagedModel(stored, opened, defaultContextTokens);
  if (!isProviderId(stored.provider))
    return { model, problem: localized('model.unknownProvider', { provider: stored.provider }) };
  if (!opened) return { model, problem };
  return { model, endpoint: endpointFromValues(stored.name, stored.provider, opened) };
}
