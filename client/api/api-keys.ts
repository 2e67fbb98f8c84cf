import { DELETE, GET, POST } from '@/client/http';
import type { ApiKey, ApiKeyCreateRequest, CreatedApiKey } from '@/contract/api-keys';

/** The signed-in user's API keys (`AUTH_MODE=local`), or every user's (`all`, administrators); never the keys. */
export const listApiKeys = (all = false) =>
  GET<{ all: 'true' } | undefined, ApiKey[]>('/api/v1/auth/api-keys', all ? { all: 'true' } : undefined);

/** The answer holds the key: the only time it is ever shown. */
export const createApiKey = (body: ApiKeyCreateRequest) =>
  POST<ApiKeyCreateRequest, CreatedApiKey>('/api/v1/auth/api-keys', body);

export const revokeApiKey = (id: string) =>
  DELETE<undefined, boolean>(`/api/v1/auth/api-keys/${encodeURIComponent(id)}`);
