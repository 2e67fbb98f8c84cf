import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import {
  documentAddBodySchema,
  documentDeleteBodySchema,
  documentEditBodySchema,
  documentListBodySchema,
  pageSizeOf,
} from '../../knowledge/document-requests';
import { addTextDocument, documentNameTaken } from '../../knowledge/document-creation';
import { removeDocument } from '../../knowledge/knowledge-removal';
import type { RouteContext } from '../../context';
import { requireDocument, requireSpace, toWireDocument } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';

/** Documents of a space (contract 4.1–4.3, 4.7): add text or a web page, list, rename, delete. */
export const knowledgeDocumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeDocuments } = context.repositories;

  app.post('/:space/document/add', allow.owner('knowledge-space'), async (request) => {
    const { record: space } = await requireSpace(context, request, 'change');
    const body = validate(documentAddBodySchema, request.body ?? {});
    const id = await addTextDocument(context, space, body);
    return ok(id);
  });

  app.post('/:space/document/list', allow.owner('knowledge-space'), async (request) => {
    const { record: space } = await requireSpace(context, request, 'use');
    const body = validate(documentListBodySchema, request.body ?? {});
    const filter = {
      status: body.status ?? undefined,
      docType: body.doc_type ?? undefined,
      nameContains: body.doc_name ?? undefined,
      ids: body.doc_ids ?? undefined,
    };
    const wire = (documents: Awaited<ReturnType<typeof knowledgeDocuments.list>>) =>
      documents.map((document) => toWireDocument(document, space.name));
    // As DB-GPT: a name search or an id list answers every match, unpaged.
    if (body.doc_name || (body.doc_ids && body.doc_ids.length > 0))
      return ok({
        data: wire(await knowledgeDocuments.list(space.id, filter, 1, null)),
        total: null,
        page: null,
      });
    const page = body.page ?? 1;
    const pageSize = pageSizeOf(body.page_size);
    const documents = await knowledgeDocuments.list(space.id, filter, page, pageSize);
    return ok({ data: wire(documents), total: await knowledgeDocuments.count(space.id, filter), page });
  });

  app.post('/:space/document/edit', allow.owner('knowledge-space'), async (request) => {
    const { record: space } = await requireSpace(context, request, 'change');
    const body = validate(documentEditBodySchema, request.body ?? {});
    const document = await requireDocument(knowledgeDocuments, space, body.doc_id);
    const docName = body.doc_name ?? undefined;
    if (docName !== undefined && docName !== document.docName) {
      if (await knowledgeDocuments.findByName(space.id, docName)) throw documentNameTaken(space, docName);
    }
    // As DB-GPT: questions left out are cleared.
    await knowledgeDocuments.update(document.id, { docName, questions: body.questions ?? [] });
    return ok(null);
  });

  app.post('/:space/document/delete', allow.owner('knowledge-space'), async (request) => {
    const { record: space, ref } = await requireSpace(context, request, 'change');
    const body = validate(documentDeleteBodySchema, request.body ?? {});
    const document = await knowledgeDocuments.findByName(space.id, body.doc_name);
    if (!document)
      throw ApiError.notFound(
        localized('knowledge.documentNameNotFound', { name: body.doc_name, space: space.name }),
      );
    await removeDocument({ ...context, chunkIndex: context.knowledge.chunkIndex }, ref, document);
    return ok('None');
  });
};
