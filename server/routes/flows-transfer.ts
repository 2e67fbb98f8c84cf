import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { flowExportQuerySchema, flowImportQuerySchema } from '@/contract/flow';
import { contentDisposition } from '../files/file-name';
import { createFlowTransfer } from '../flows/transfer/flow-transfer';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES, flowCall, uidParamsSchema } from './flows-common';
import { allow } from '../http/route-access';

/** A flow file is small: its canvas as JSON, or a package holding it. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const noFile = () => new ApiError(400, 'E0001', localized('flowImport.noFile'));

/** The upload's one file, whole, with its name; 413 past the limit. */
async function receiveFlowFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (part === undefined || part.fieldname !== 'file') throw noFile();
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, '413', localized('flowImport.tooLarge', { limit: '5 MB' }));
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'E0001', localized('flowImport.unreadableUpload'));
  }
}

/** Contract 3.8: import (multipart `file`, `save_flow` in the query only) and export as JSON or a dbgpts package. */
export const flowTransferRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, parts: 11, fileSize: MAX_IMPORT_BYTES },
  });
  const transfer = createFlowTransfer(context);
  for (const base of AWEL_PREFIXES) {
    app.get(`${base}/flow/export/:uid`, allow.owner('flow'), async (request, reply) => {
      const { uid } = validate(uidParamsSchema, request.params);
      const query = validate(flowExportQuerySchema, request.query ?? {});
      const exported = await transfer.exportFlow(uid, query, await flowCall(request, context));
      if (exported.kind === 'json') return exported.body;
      return reply
        .header('content-type', exported.contentType)
        .header('content-disposition', contentDisposition('attachment', exported.fileName))
        .header('cache-control', 'private, no-cache')
        .send(Buffer.from(exported.bytes));
    });

    app.post(`${base}/flow/import`, allow.signedIn, async (request) => {
      const query = validate(flowImportQuerySchema, request.query ?? {});
      const { fileName, bytes } = await receiveFlowFile(request);
      const call = await flowCall(request, context);
      return ok(await transfer.importFlow(fileName, bytes, query.save_flow ?? false, call));
    });
  }
};
