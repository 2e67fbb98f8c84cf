import { FILE_SERVE_PATH, FILE_URI_SCHEME } from '@/contract/file';
import type { FileKey } from '../repositories/files';

/** The bucket chat uploads go to, as in DB-GPT (contract 6.7). */
export const CHAT_FILE_BUCKET = 'dbgpt_app_file';
/** Storage type named in our URIs: the bytes live on this server's disk. */
export const LOCAL_STORAGE_TYPE = 'local';

/** Where a stored file lives (`repositories/files.ts` defines it, as the table stores it). */
export type { FileKey };

// Ids and buckets become directory names; no dots means no `..` and no hidden files.
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

export function isSafeSegment(value: string): boolean {
  return SAFE_SEGMENT.test(value);
}

export function toFileKey(bucket: string, fileId: string): FileKey | null {
  return isSafeSegment(bucket) && isSafeSegment(fileId) ? { bucket, fileId } : null;
}

/** `dbgpt-fs://local/<bucket>/<file_id>`, the internal link DB-GPT clients understand (contract 3.13). */
export function fileUri({ bucket, fileId }: FileKey): string {
  return `${FILE_URI_SCHEME}//${LOCAL_STORAGE_TYPE}/${bucket}/${fileId}`;
}

/** The path the browser fetches the bytes from. */
export function fileServePath({ bucket, fileId }: FileKey): string {
  return `${FILE_SERVE_PATH}/${bucket}/${fileId}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `dbgpt-fs://<storage_type>/<bucket>/<file_id>[?...]` → its key; anything else → null. */
export function parseFileUri(uri: string): FileKey | null {
  if (!uri.startsWith(`${FILE_URI_SCHEME}//`)) return null;
  const path = uri.slice(FILE_URI_SCHEME.length + 2).split(/[?#]/, 1)[0] ?? '';
  const [, bucket, fileId, ...rest] = path.split('/');
  if (bucket === undefined || fileId === undefined || rest.length > 0) return null;
  return toFileKey(decodeSegment(bucket), decodeSegment(fileId));
}

/** A serve link, relative or absolute (`…/api/v2/serve/file/files/<bucket>/<file_id>[?...]`) → its key. */
export function parseServeUrl(url: string): FileKey | null {
  const at = url.indexOf(`${FILE_SERVE_PATH}/`);
  if (at === -1) return null;
  const path = url.slice(at + FILE_SERVE_PATH.length + 1).split(/[?#]/, 1)[0] ?? '';
  const [bucket, fileId, ...rest] = path.split('/');
  if (bucket === undefined || fileId === undefined || rest.length > 0) return null;
  return toFileKey(decodeSegment(bucket), decodeSegment(fileId));
}

/** What the chat may hand over to name an uploaded file: the upload descriptor, a link, or a bare id. */
export type FileReference =
  | string
  | {
      file_path?: string | null;
      uri?: string | null;
      url?: string | null;
      bucket?: string | null;
      file_id?: string | null;
    };

/** Resolves any form of reference; a bare id is looked up in the chat upload bucket. */
export function parseFileReference(reference: FileReference): FileKey | null {
  if (typeof reference === 'string') {
    const text = reference.trim();
    return parseFileUri(text) ?? parseServeUrl(text) ?? toFileKey(CHAT_FILE_BUCKET, text);
  }
  if (reference.file_id) return toFileKey(reference.bucket || CHAT_FILE_BUCKET, reference.file_id);
  for (const link of [reference.uri, reference.file_path, reference.url]) {
    const key = link ? (parseFileUri(link) ?? parseServeUrl(link)) : null;
    if (key) return key;
  }
  return null;
}
