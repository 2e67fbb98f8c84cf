import type { ReferenceDocument } from '@/contract/knowledge';
import type { RetrievedChunk } from './retrieval/retriever';

/**
 * The element a `chat_knowledge` answer ends with, as DB-GPT writes it:
 * `<references title="References" references="[JSON]"></references>`, the JSON attribute-escaped.
 */
const REFERENCES_ELEMENT = /\s*<references\s[^>]*>\s*<\/references>\s*$/;

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The chunks grouped by document, in the order they were found (contract knowledge/references.ts). */
export function referencesOf(spaceName: string, chunks: readonly RetrievedChunk[]): ReferenceDocument[] {
  const byDocument = new Map<string, ReferenceDocument>();
  for (const chunk of chunks) {
    const document = byDocument.get(chunk.documentName) ?? { name: chunk.documentName, chunks: [] };
    document.chunks.push({
      id: chunk.chunkId,
      content: chunk.content,
      meta_info: chunk.meta,
      recall_score: chunk.score,
      document_id: chunk.documentId,
      space_name: spaceName,
    });
    byDocument.set(chunk.documentName, document);
  }
  return [...byDocument.values()];
}

/** The text appended to the answer: nothing when no chunk was found. */
export function referencesElement(references: readonly ReferenceDocument[]): string {
  if (references.length === 0) return '';
  return `\n\n<references title="References" references="${escapeAttribute(JSON.stringify(references))}"></references>`;
}

/** An answer without its references element (what earlier rounds give the model as history). */
export function withoutReferences(answer: string): string {
  return answer.replace(REFERENCES_ELEMENT, '');
}
