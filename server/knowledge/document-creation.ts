import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import { localized } from '../i18n/localized-text';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import type { RouteContext } from '../context';
import { badRequest } from './space-document-lookup';
import { fetchWebPage } from './parse/web-page';
import { DocumentProblem } from './pipeline';
import { isHttpUrl } from '../http/http-url';

/** A text or web-page document as `document/add` and the v2 serve API take it. */
export interface NewTextDocument {
  doc_name: string;
  doc_type: 'TEXT' | 'URL';
  content: string;
  questions?: string[] | null;
}

export const documentNameTaken = (space: SpaceRecord, name: string) =>
  new ApiError(409, '409', localized('knowledge.documentNameTaken', { space: space.name, name }));

/** Adds the document to the space (a web page is fetched now); answers its id. Not synced yet. */
export async function addTextDocument(
  context: RouteContext,
  space: SpaceRecord,
  document: NewTextDocument,
): Promise<number> {
  const { knowledgeDocuments, knowledgeSpaces } = context.repositories;
  if (await knowledgeDocuments.findByName(space.id, document.doc_name))
    throw documentNameTaken(space, document.doc_name);
  let sourceText: string | null = null;
  const content = document.doc_type === 'URL' ? document.content.trim() : document.content;
  if (document.doc_type === 'URL') {
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
    docName: document.doc_name,
    docType: document.doc_type,
    content,
    sourceText,
    questions: document.questions ?? [],
  });
  await knowledgeSpaces.touch(space.id);
  return id;
}
