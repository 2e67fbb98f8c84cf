import type { AxiosResponse } from 'axios';
import { isEnvelope } from '@/client/envelope';
import { saveBlob } from '@/utils/save-blob';

/** Outcome of a download: saved, or the server's reason (its envelope arrives inside the blob). */
export type DownloadOutcome = { ok: true } | { ok: false; message: string | null };

/** `filename*=utf-8''<encoded>` (Chinese names travel this way), else `filename="…"`, else the fallback. */
function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=(?:utf-8|UTF-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape falls through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/.exec(disposition)?.[1]?.trim() || fallback;
}

async function envelopeMessage(blob: Blob): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await blob.text());
    return isEnvelope(body) ? (body.err_msg ?? null) : null;
  } catch {
    return null;
  }
}

/** Hands the file to the browser's download, or reads the failure the server put in its place. */
export async function saveDownload(
  request: Promise<AxiosResponse<Blob>>,
  fallbackName: string,
): Promise<DownloadOutcome> {
  let response: AxiosResponse<Blob>;
  try {
    response = await request;
  } catch (caught: unknown) {
    const data: unknown =
      caught && typeof caught === 'object' && 'response' in caught
        ? (caught as { response?: { data?: unknown } }).response?.data
        : undefined;
    return { ok: false, message: data instanceof Blob ? await envelopeMessage(data) : null };
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) return { ok: false, message: await envelopeMessage(response.data) };
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], fallbackName));
  return { ok: true };
}
