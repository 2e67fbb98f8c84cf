import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { chatUploadQuerySchema } from '@/contract/chat';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { FILE_SERVE_PATH, bucketFilePairSchema, type FileMetadata } from '@/contract/file';
import { findOwnConversation } from '../access/conversation-access';
import { conversationIdSchema } from '../chat/conversation-id';
import { contentTypeFor, isInlineImage } from '../files/content-type';
import { documentUsingFile, findReadableFile, mayDeleteFile } from '../files/file-access';
import { learnUploadedTable, requireTableFileName } from '../files/excel/excel-upload';
import { cleanFileName, contentDisposition } from '../files/file-name';
import {
  CHAT_FILE_BUCKET,
  LOCAL_STORAGE_TYPE,
  fileUri,
  parseFileUri,
  toFileKey,
  type FileKey,
} from '../files/file-uri';
import { UPLOAD_PART_LIMITS, receiveSingleUpload } from '../files/receive-upload';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { StoredFile } from '../repositories/files';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

const badRequest = (message: LocalizedText) => new ApiError(400, SERVER_ERROR_CODES.validation, message);

export const uploadQuerySchema = chatUploadQuerySchema.extend({ conv_uid: conversationIdSchema() });
export const metadataBatchSchema = z.object({
  uris: z.array(z.string()).optional(),
  bucket_file_pairs: z.array(bucketFilePairSchema).optional(),
});
export const metadataQuerySchema = z.object({
  uri: z.string().optional(),
  bucket: z.string().optional(),
  file_id: z.string().optional(),
});
export const fileParamsSchema = z.object({ bucket: z.string(), file_id: z.string() });

function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}

function toMetadata(file: StoredFile): FileMetadata {
  return {
    file_name: file.fileName,
    file_id: file.fileId,
    bucket: file.bucket,
    uri: fileUri(file),
    file_size: file.fileSize,
    user_name: file.userName,
    sys_code: file.sysCode,
  };
}

/** The upload answer of contract 6.7, plus the id, size and type this server knows. */
function toUploadDescriptor(file: StoredFile) {
  return {
    is_oss: true,
    file_path: fileUri(file),
    file_name: file.fileName,
    file_learning: false,
    bucket: file.bucket,
    file_id: file.fileId,
    uri: fileUri(file),
    file_size: file.fileSize,
    file_type: file.contentType,
  };
}

function notFound(key: { bucket: string; fileId: string }): ApiError {
  return ApiError.notFound(localized('files.notFound', { bucket: key.bucket, fileId: key.fileId }));
}

/**
 * Chat uploads (contract 6.7), into the caller's own conversation only, and the file serve (3.12, 3.13). Multipart parsing is registered in this
 * plugin only; it streams to disk with its own size limit, so the JSON body limit never applies to it.
 */
export const fileRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories, fileStore }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { ...UPLOAD_PART_LIMITS, fileSize: fileStore.uploadLimitBytes },
  });

  /** The caller's file, or one they see through its conversation; any other answers like a missing one. */
  const findFile = async (key: FileKey | null, shown: { bucket: string; fileId: string }, userId: string) => {
    const file = await findReadableFile(repositories, key, userId);
    if (!file) throw notFound(shown);
    return file;
  };

  app.post('/api/v1/resource/file/upload', allow.signedIn, async (request) => {
    const query = validate(uploadQuerySchema, request.query ?? {});
    if (!request.isMultipart()) throw badRequest(localized('files.sendAsMultipart'));
    await findOwnConversation(repositories.conversations, query.conv_uid, request.userId);
    const outcome = await receiveSingleUpload(request, fileStore).catch((error: unknown) => {
      if (error instanceof Error && 'statusCode' in error) throw error;
      throw badRequest(localized('files.unreadableUpload'));
    });
    if (outcome.kind === 'tooMany') throw badRequest(localized('files.oneAtATime'));
    if (outcome.kind === 'tooLarge')
      throw new ApiError(
        413,
        '413',
        localized('files.tooLarge', { limit: megabytes(fileStore.uploadLimitBytes) }),
      );
    if (outcome.kind === 'none') throw badRequest(localized('files.noFile'));
    const { pending } = outcome;
    if (pending.size === 0) {
      await pending.discard();
      throw badRequest(localized('files.empty'));
    }

    const fileName = cleanFileName(outcome.fileName);
    const learnsTable = query.chat_mode === 'chat_excel';
    if (learnsTable) {
      try {
        requireTableFileName(fileName);
      } catch (error) {
        await pending.discard();
        throw error;
      }
    }
    const file: StoredFile = {
      bucket: CHAT_FILE_BUCKET,
      fileId: randomUUID(),
      fileName,
      fileSize: pending.size,
      contentType: contentTypeFor(fileName),
      storageType: LOCAL_STORAGE_TYPE,
      userId: request.userId,
      userName: query.user_name ?? request.userId,
      sysCode: query.sys_code ?? null,
      convUid: query.conv_uid,
      chatMode: query.chat_mode,
      createdAt: new Date().toISOString(),
    };
    await pending.commit(file);
    try {
      await repositories.files.insert(file);
    } catch (error) {
      await fileStore.remove(file);
      throw error;
    }
    // chat_excel: the file becomes a DuckDB table now, and the answer previews it.
    if (learnsTable) {
      const preview = await learnUploadedTable(fileStore, repositories.files, file);
      return ok({ ...toUploadDescriptor(file), file_learning: true, preview });
    }
    return ok(toUploadDescriptor(file));
  });

  app.post(`${FILE_SERVE_PATH}/metadata/batch`, allow.owner('file'), async (request) => {
    const body = validate(metadataBatchSchema, request.body ?? {});
    if ((body.uris === undefined) === (body.bucket_file_pairs === undefined))
      throw badRequest(localized('files.urisOrPairs'));
    const wanted =
      body.uris?.map((uri) => {
        const key = parseFileUri(uri);
        if (!key) throw badRequest(localized('files.notFileUri', { uri }));
        return { key, shown: key };
      }) ??
      (body.bucket_file_pairs ?? []).map(({ bucket, file_id }) => ({
        key: toFileKey(bucket, file_id),
        shown: { bucket, fileId: file_id },
      }));
    const files = [];
    for (const { key, shown } of wanted) files.push(toMetadata(await findFile(key, shown, request.userId)));
    return ok(files);
  });

  app.get(`${FILE_SERVE_PATH}/metadata`, allow.owner('file'), async (request) => {
    const query = validate(metadataQuerySchema, request.query ?? {});
    if (query.uri !== undefined) {
      const key = parseFileUri(query.uri);
      if (!key) throw badRequest(localized('files.notFileUri', { uri: query.uri }));
      return ok(toMetadata(await findFile(key, key, request.userId)));
    }
    if (query.bucket === undefined || query.file_id === undefined)
      throw badRequest(localized('files.uriOrBucket'));
    const shown = { bucket: query.bucket, fileId: query.file_id };
    return ok(toMetadata(await findFile(toFileKey(query.bucket, query.file_id), shown, request.userId)));
  });

  app.get(`${FILE_SERVE_PATH}/:bucket/:file_id`, allow.owner('file'), async (request, reply) => {
    const params = validate(fileParamsSchema, request.params);
    const shown = { bucket: params.bucket, fileId: params.file_id };
    const file = await findFile(toFileKey(params.bucket, params.file_id), shown, request.userId);
    const stored = await fileStore.open(file);
    if (!stored) throw notFound(shown);
    const disposition = isInlineImage(file.contentType) ? 'inline' : 'attachment';
    return (
      reply
        .type(file.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', contentDisposition(disposition, file.fileName))
        .header('x-content-type-options', 'nosniff')
        // A served file is never a page of this site: no script, even if the browser renders it.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        // Who may read it is checked on each request: a browser shared by two accounts must ask again.
        .header('cache-control', 'private, no-cache')
        .send(stored.stream)
    );
  });

  app.delete(`${FILE_SERVE_PATH}/:bucket/:file_id`, allow.owner('file'), async (request) => {
    const params = validate(fileParamsSchema, request.params);
    const shown = { bucket: params.bucket, fileId: params.file_id };
    const file = await findFile(toFileKey(params.bucket, params.file_id), shown, request.userId);
    if (!mayDeleteFile(file, request.userId))
      throw new ApiError(403, '403', localized('files.deleteOwnerOnly', { fileName: file.fileName }));
    const document = await documentUsingFile(repositories, file);
    if (document !== null)
      throw new ApiError(
        409,
        '409',
        localized('files.usedByDocument', { fileName: file.fileName, document }),
      );
    await repositories.files.delete(file);
    await fileStore.remove(file);
    return ok(null);
  });
};
