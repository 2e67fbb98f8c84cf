import i18next from 'i18next';
import { isEnvelope } from './envelope';
import '@/locales/areas/request';

/** The server's `err_msg` from an error response's envelope, when it has one. */
export async function readEnvelopeMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) && body.err_msg ? body.err_msg : undefined;
  } catch {
    return undefined;
  }
}

export type JsonAnswer = { ok: true; text: string } | { ok: false; message: string };

/**
 * Some deployments answer a plain JSON envelope instead of a stream: it is the whole answer, or the
 * reason there is none.
 */
export async function readJsonAnswer(response: Response): Promise<JsonAnswer> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: i18next.t('request:interfaceAbnormal') };
  }
  if (isEnvelope(body)) {
    if (!body.success) return { ok: false, message: body.err_msg || i18next.t('request:interfaceAbnormal') };
    body = body.data;
  }
  return { ok: true, text: typeof body === 'string' ? body : JSON.stringify(body ?? '') };
}
