import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contentTypeFor } from '../../files/content-type';
import { cleanFileName } from '../../files/file-name';
import { UPLOAD_PART_LIMITS, receiveSingleUpload } from '../../files/receive-upload';
import { LOCAL_STORAGE_TYPE, fileUri, type FileKey } from '../../files/file-uri';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import { uploadFieldsSchema } from '../../knowledge/document-requests';
import { unsupportedFile } from '../../knowledge/document-reader';
import { detectFileKind } from '../../knowledge/parse';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import type { RouteContext } from '../../context';
import { badRequest, requireSpace } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';

/** The file serve bucket of knowledge uploads, as in DB-GPT (contract 4.6). */
export const KNOWLEDGE_FILE_BUCKET = 'dbgpt_knowledge_file';
/** Busboy limits for a document upload: one file and its few text fields; extra parts are read and refused. */
const DOCUMENT_UPLOAD_LIMITS = { ...UPLOAD_PART_LIMITS, files: 5 } as const;
/** The one space an upload creates when it does not exist yet (DB-GPT's rule). */
const DEFAULT_SPACE = 'default';

function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}

/**
 * `document/upload` (contract 4.6): one file per call, stored in the file serve, checked by its content
 * (not only its name), added as a TODO document whose `content` is the file's `dbgpt-fs://` URI.
 */
export const knowledgeUploadRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { fileStore, repositories } = context;
  const { knowledgeDocuments, knowledgeSpaces, files } = repositories;
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { ...DOCUMENT_UPLOAD_LIMITS, fileSize: fileStore.uploadLimitBytes },
  });

  async function spaceFor(request: FastifyRequest): Promise<SpaceRecord> {
    const userId = request.userId;
    const name = (request.params as { space?: unknown }).space;
    if (name === DEFAULT_SPACE && !(await knowledgeSpaces.findByName(DEFAULT_SPACE))) {
      await knowledgeSpaces
        .create({
          name: DEFAULT_SPACE,
          vectorType: 'VectorStore',
          domainType: 'Normal',
          description: '',
          owner: userId,
          indexMethods: null,
          visibility: 'private',
        })
        // Two first uploads at once: the other one created it.
        .catch(() => undefined);
    }
    return (await requireSpace(context, request, 'change')).record;
  }

  /** Checks the stored bytes and records the document; the caller removes the file when this throws. */
  async function addDocument(
    space: SpaceRecord,
    key: FileKey,
    fileName: string,
    docName: string,
    userId: string,
  ) {
    const head = await fileStore.readHead(key, fileStore.uploadLimitBytes);
    const bytes = head
      ? new Uint8Array(head.bytes.buffer, head.bytes.byteOffset, head.bytes.byteLength)
      : null;
    if (!bytes || !detectFileKind(bytes, fileName)) throw badRequest(unsupportedFile(fileName).text);
    if (await knowledgeDocuments.findByName(space.id, docName))
      throw new ApiError(
        409,
        '409',
        localized('knowledge.documentNameTaken', { space: space.name, name: docName }),
      );
    await files.insert({
      ...key,
      fileName,
      fileSize: bytes.byteLength,
      contentType: contentTypeFor(fileName),
      storageType: LOCAL_STORAGE_TYPE,
      userId,
      userName: userId,
      sysCode: null,
      convUid: null,
      chatMode: null,
      createdAt: new Date().toISOString(),
    });
    const id = await knowledgeDocuments.create({
      spaceId: space.id,
      docName,
      docType: 'DOCUMENT',
      content: fileUri(key),
      fileId: key.fileId,
    });
    await knowledgeSpaces.touch(space.id);
    return id;
  }

  app.post('/:space/document/upload', allow.owner('knowledge-space'), async (request) => {
    if (!request.isMultipart()) throw badRequest(localized('knowledge.uploadNotMultipart'));
    const outcome = await receiveSingleUpload(request, fileStore).catch((error: unknown) => {
      if (error instanceof Error && 'statusCode' in error) throw error;
      throw badRequest(localized('knowledge.uploadUnreadable'));
    });
    if (outcome.kind === 'tooMany') throw badRequest(localized('knowledge.uploadOneFile'));
    if (outcome.kind === 'tooLarge')
      throw new ApiError(
        413,
        '413',
        localized('knowledge.fileTooLarge', { limit: megabytes(fileStore.uploadLimitBytes) }),
      );
    if (outcome.kind === 'none') throw badRequest(localized('knowledge.uploadNoFile'));
    const { pending } = outcome;
    const fileName = cleanFileName(outcome.fileName);
    let space: SpaceRecord;
    let docName: string;
    try {
      const fields = validate(uploadFieldsSchema, outcome.fields);
      docName = fields.doc_name ?? fileName;
      space = await spaceFor(request);
      if (pending.size === 0) throw badRequest(localized('knowledge.fileEmpty', { name: fileName }));
    } catch (error) {
      await pending.discard();
      throw error;
    }
    const key = { bucket: KNOWLEDGE_FILE_BUCKET, fileId: randomUUID() };
    await pending.commit(key);
    try {
      return ok(await addDocument(space, key, fileName, docName, request.userId));
    } catch (error) {
      await files.delete(key);
      await fileStore.remove(key);
      throw error;
    }
  });
};
