import i18next from 'i18next';
import { API_BASE_URL } from './http';
import { readUserId } from './identity';
import { languageHeader } from './language-header';
import { readEnvelopeMessage } from './stream-response';
import '@/locales/areas/request';

/** POSTs `body` as JSON to a streaming endpoint of this server, as this user and in their language. */
export function postForStream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${API_BASE_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'user-id': readUserId(),
      ...languageHeader(),
    },
    body: JSON.stringify(body),
    signal,
  });
}

/** Why a stream was refused before it started: the server's `err_msg`, else the HTTP status in words. */
export async function refusalMessage(response: Response): Promise<string> {
  return (await readEnvelopeMessage(response)) ?? i18next.t('request:httpStatus', { status: response.status });
}
