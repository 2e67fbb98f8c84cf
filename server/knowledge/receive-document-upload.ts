import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileStore, PendingFile } from '../files/file-store';

/** Busboy limits for a document upload: one file and its few text fields; extra parts are read and refused. */
export const DOCUMENT_UPLOAD_LIMITS = { files: 5, fields: 20, parts: 40, fieldSize: 64 * 1024 } as const;

export type DocumentUploadOutcome =
  | { kind: 'received'; fileName: string; pending: PendingFile; fields: Record<string, string> }
  | { kind: 'none' }
  | { kind: 'tooMany' }
  | { kind: 'tooLarge' };

async function drain(stream: MultipartFile['file']): Promise<void> {
  stream.resume();
  await finished(stream);
}

/**
 * Reads `document/upload`'s multipart body: its text fields (in any order around the file) and one file,
 * written to a temporary file. Every part is consumed, so the client always gets an answer.
 */
export async function receiveDocumentUpload(
  request: FastifyRequest,
  store: FileStore,
): Promise<DocumentUploadOutcome> {
  const fields: Record<string, string> = {};
  let received: { pending: PendingFile; fileName: string } | null = null;
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
      received = { pending, fileName: part.filename };
    }
  } catch (error) {
    await received?.pending.discard();
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') return { kind: 'tooMany' };
    throw error;
  }
  if (files > 1) {
    await received?.pending.discard();
    return { kind: 'tooMany' };
  }
  if (tooLarge) return { kind: 'tooLarge' };
  if (received === null) return { kind: 'none' };
  return { kind: 'received', ...received, fields };
}
