import type { LocalModelServer } from '@/contract/local-models';
import type { LocalModelPort } from './local-model-ports';

/** A local server answers its model list in a few milliseconds; whatever is slower is not offered. */
export const LOCAL_PROBE_TIMEOUT_MS = 300;
const MAX_MODELS = 200;
const MAX_BODY_BYTES = 1024 * 1024;

function stringsOf(items: unknown, key: 'name' | 'id'): string[] {
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined,
    )
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .slice(0, MAX_MODELS);
}

/** Ollama's `GET /api/tags` lists `{models:[{name}]}`; OpenAI's `GET /v1/models` lists `{data:[{id}]}`. */
function modelIdsOf(kind: LocalModelPort['kind'], body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  return kind === 'ollama' ? stringsOf(record.models, 'name') : stringsOf(record.data, 'id');
}

async function probe({ kind, port }: LocalModelPort, timeoutMs: number): Promise<LocalModelServer | null> {
  // Only ever this machine's loopback address: never an address from the request.
  const origin = `http://127.0.0.1:${port}`;
  const path = kind === 'ollama' ? '/api/tags' : '/v1/models';
  try {
    const response = await fetch(`${origin}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const text = await response.text();
    if (text.length > MAX_BODY_BYTES) return null;
    const models = modelIdsOf(kind, JSON.parse(text));
    if (models.length === 0) return null;
    return {
      kind,
      port,
      provider: kind === 'ollama' ? 'proxy/ollama' : 'proxy/openai-compatible',
      // Ollama offers the OpenAI protocol under /v1 too, which is what `proxy/ollama` speaks.
      api_base: `${origin}/v1`,
      models,
    };
  } catch {
    return null;
  }
}

/** Asks every port at once; lists the servers that answered with at least one model, in port order. */
export async function discoverLocalModels(
  ports: readonly LocalModelPort[],
  timeoutMs = LOCAL_PROBE_TIMEOUT_MS,
): Promise<LocalModelServer[]> {
  const found = await Promise.all(ports.map((port) => probe(port, timeoutMs)));
  return found.filter((server): server is LocalModelServer => server !== null);
}
