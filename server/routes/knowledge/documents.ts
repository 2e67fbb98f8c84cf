import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { fieldProblem } from '../../http/field-problems';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import {
  documentAddBodySchema,
  documentDeleteBodySchema,
  documentEditBodySchema,
  documentListBodySchema,
  pageSizeOf,
} from '../../knowledge/document-requests';
import { removeDocument } from '../../knowledge/knowledge-removal';
import { fetchWebPage } from '../../knowledge/parse/web-page';
import { DocumentProblem } from '../../knowledge/pipeline';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import type { RouteContext } from '../context';
import { badRequest, requireDocument, requireSpace, toWireDocument } from './knowledge-route-helpers';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Documents of a space (contract 4.1–4.3, 4.7): add text or a web page, list, rename, delete. */
export const knowledgeDocumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeDocuments, knowledgeSpaces } = context.repositories;

  const nameTaken = (space: SpaceRecord, name: string) =>
    new ApiError(409, '409', localized('knowledge.documentNameTaken', { space: space.name, name }));

  app.post('/:space/document/add', async (request) => {
    const { record: space } = await requireSpace(context, request.params);
    const body = validate(documentAddBodySchema, request.body ?? {});
    if (await knowledgeDocuments.findByName(space.id, body.doc_name)) throw nameTaken(space, body.doc_name);
    let sourceText: string | null = null;
    const content = body.doc_type === 'URL' ? body.content.trim() : body.content;
    if (body.doc_type === 'URL') {
      if (!isHttpUrl(content)) throw badRequest(fieldProblem('content', localized('validation.httpUrl')));
      try {
        sourceText = (await fetchWebPage(content, context.knowledge.webPageOptions)).text;
      } catch (error) {
        if (!(error instanceof DocumentProblem)) throw error;
        throw badRequest(localized('knowledge.urlFetchFailed', { url: content, reason: error.text }));
      }
    }
    const id = await knowledgeDocuments.create({
      spaceId: space.id,
      docName: body.doc_name,
      docType: body.doc_type,
      content,
      sourceText,
      questions: body.questions ?? [],
    });
    await knowledgeSpaces.touch(space.id);
    return ok(id);
  });

  app.post('/:space/document/list', async (request) => {
    const { record: space } = await requireSpace(context, request.params);
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

  app.post('/:space/document/edit', async (request) => {
    const { record: space } = await requireSpace(context, request.params);
    const body = validate(documentEditBodySchema, request.body ?? {});
    const document = await requireDocument(knowledgeDocuments, space, body.doc_id);
    const docName = body.doc_name ?? undefined;
    if (docName !== undefined && docName !== document.docName) {
      if (await knowledgeDocuments.findByName(space.id, docName)) throw nameTaken(space, docName);
    }
    // As DB-GPT: questions left out are cleared.
    await knowledgeDocuments.update(document.id, { docName, questions: body.questions ?? [] });
    return ok(null);
  });

  app.post('/:space/document/delete', async (request) => {
    const { record: space, ref } = await requireSpace(context, request.params);
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
