import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { resolveDatasourceCaller } from '../datasources/datasource-access';
import { parseDatasourceRequest } from '../datasources/datasource-requests';
import {
  storeDatabaseUpload,
  type StoredDatabaseUpload,
  type UploadedDatabaseType,
} from '../datasources/database-upload';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { allow } from '../http/route-access';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { RouteContext } from '../context';

const UPLOAD_LIMITS = { files: 1, fields: 10, parts: 12, fieldSize: 4 * 1024 } as const;
/** The text fields passed on to the create: the same names as the JSON body's. */
const PASSED_FIELDS = ['type', 'display_name', 'description', 'visibility'] as const;

const TYPE_LABELS: Readonly<Record<UploadedDatabaseType, string>> = { sqlite: 'SQLite', duckdb: 'DuckDB' };

const badRequest = (text: LocalizedText) => new ApiError(400, SERVER_ERROR_CODES.validation, text);

interface ReceivedUpload {
  upload: StoredDatabaseUpload;
  fields: Record<string, string>;
  fileName: string;
}

/** The one file (stored as it streams) and the text fields; every part is read so the client gets an answer. */
async function receive(
  request: FastifyRequest,
  store: (fileName: string, source: Readable) => Promise<StoredDatabaseUpload>,
): Promise<ReceivedUpload | 'tooLarge' | null> {
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (received !== null || tooLarge) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const upload = await store(part.filename, part.file);
      if (part.file.truncated) {
        tooLarge = true;
        await upload.discard();
      } else received = { upload, fields, fileName: part.filename };
    }
  } catch (error) {
    await received?.upload.discard();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest(localized('datasource.upload.oneAtATime'));
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof Error && status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest(localized('datasource.upload.unreadable'));
  }
  return tooLarge ? 'tooLarge' : received;
}

/**
 * `POST /api/v2/serve/datasources/upload` (ours): an SQLite or DuckDB database file, checked by its first
 * bytes, kept under `FILE_STORE_DIR/datasources/<random>/` (`FILE_STORE=database`: in the database), and
 * made a datasource through the same create as the JSON route (so the same checks and test connection
 * apply). Deleting the datasource removes the file.
 */
export const datasourceUploadRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { datasources, fileStore } = context;
  const limitBytes = fileStore.uploadLimitBytes;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { ...UPLOAD_LIMITS, fileSize: limitBytes },
  });

  // Any signed-in caller: the datasource made is the caller's own (the server sets the owner).
  app.post('/api/v2/serve/datasources/upload', allow.signedIn, async (request) => {
    const { storedUploads } = datasources;
    const storeDir = datasources.fileFolders.storeDir;
    if (!request.isMultipart() || (storeDir === null && storedUploads === null))
      throw badRequest(localized('datasource.upload.sendAsMultipart'));
    const received = await receive(request, (fileName, source) =>
      storedUploads !== null
        ? storedUploads.store(fileName, source)
        : storeDatabaseUpload(storeDir ?? '', fileName, source),
    );
    if (received === 'tooLarge')
      throw new ApiError(
        413,
        '413',
        localized('datasource.upload.tooLarge', { limit: limitBytes / 1024 / 1024 }),
      );
    if (received === null) throw badRequest(localized('datasource.upload.noFile'));
    const { upload, fields, fileName } = received;
    try {
      const named = fields.type?.trim() || null;
      if (named !== null && !(named in TYPE_LABELS))
        throw badRequest(localized('datasource.upload.typeUnsupported', { type: named }));
      const wanted = (named ?? upload.type) as UploadedDatabaseType | null;
      if (upload.type === null || upload.type !== wanted) {
        const type = wanted === null ? 'SQLite / DuckDB' : TYPE_LABELS[wanted];
        throw badRequest(localized('datasource.upload.notDatabase', { name: fileName, type }));
      }
      const body: Record<string, unknown> = {};
      for (const name of PASSED_FIELDS) if (fields[name] !== undefined) body[name] = fields[name];
      body.type = wanted;
      body.params = { path: upload.file, allow_writes: fields.allow_writes === 'true' };
      const caller = await resolveDatasourceCaller(request, context.repositories);
      return ok(await datasources.create(caller, parseDatasourceRequest(body), { fromUpload: true }));
    } catch (error) {
      await upload.discard();
      throw error;
    }
  });
};
