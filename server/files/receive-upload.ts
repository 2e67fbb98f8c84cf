import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileStore, PendingFile } from './file-store';

/** Busboy limits for a chat upload; a handful of extra files is read and refused, not cut off mid-stream. */
export const UPLOAD_PART_LIMITS = { files: 10, fields: 20, parts: 40, fieldSize: 64 * 1024 } as const;

export type UploadOutcome =
  | { kind: 'received'; fileName: string; pending: PendingFile; fields: Record<string, string> }
  | { kind: 'none' }
  | { kind: 'tooMany' }
  | { kind: 'tooLarge' };

function errorCode(error: unknown): string | undefined {
  return (error as { code?: unknown } | undefined)?.code as string | undefined;
}

async function drain(stream: MultipartFile['file']): Promise<void> {
  stream.resume();
  await finished(stream);
}

/**
 * Reads a multipart request holding one file and its text fields (in any order around the file). Every
 * part is consumed (so the client always gets an answer, never a reset), the first file goes to a temporary
 * file, and the outcome says what was found. A file over the limit is cut off by busboy (`truncated`) and
 * discarded.
 */
export async function receiveSingleUpload(request: FastifyRequest, store: FileStore): Promise<UploadOutcome> {
  const fields: Record<string, string> = {};
  let received: PendingFile | null = null;
  let fileName = '';
  let files = 0;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      files += 1;
      if (files > 1 || tooLarge) {
        await drain(part.file);
        continue;
      }
      const pending = await store.receive(part.file);
      if (part.file.truncated) {
        tooLarge = true;
        await pending.discard();
        continue;
      }
      received = pending;
      fileName = part.filename;
    }
  } catch (error) {
    await received?.discard();
    if (errorCode(error) === 'FST_FILES_LIMIT') return { kind: 'tooMany' };
    throw error;
  }
  if (files > 1) {
    await received?.discard();
    return { kind: 'tooMany' };
  }
  if (tooLarge) return { kind: 'tooLarge' };
  if (received === null) return { kind: 'none' };
  return { kind: 'received', fileName, pending: received, fields };
}
