import type { ReferenceChunk, ReferenceDocument } from '@/contract/knowledge';

/** A chunk as shown: what a reference needs to be listed and, when the server said where it lives, opened. */
export interface ShownReferenceChunk {
  id: string;
  content: string;
  score: number | null;
  documentId: number | null;
  spaceName: string | null;
}

export interface ShownReferenceDocument {
  name: string;
  chunks: ShownReferenceChunk[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readChunk(value: unknown): ShownReferenceChunk | null {
  if (!isRecord(value)) return null;
  const { id, content, recall_score, document_id, space_name } = value as Partial<ReferenceChunk>;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof content !== 'string') return null;
  return {
    id: String(id),
    content,
    score: typeof recall_score === 'number' && Number.isFinite(recall_score) ? recall_score : null,
    documentId: typeof document_id === 'number' && Number.isInteger(document_id) ? document_id : null,
    spaceName: typeof space_name === 'string' && space_name ? space_name : null,
  };
}

function readDocument(value: unknown): ShownReferenceDocument | null {
  if (!isRecord(value)) return null;
  const { name, chunks } = value as Partial<ReferenceDocument>;
  if (typeof name !== 'string' || !Array.isArray(chunks)) return null;
  const shown = chunks.map(readChunk).filter((chunk): chunk is ShownReferenceChunk => chunk !== null);
  return shown.length ? { name, chunks: shown } : null;
}

/** The documents of one element, or none when its attribute is missing or is not a JSON list. */
function readElement(parser: DOMParser, element: string): ShownReferenceDocument[] {
  const attribute = parser
    .parseFromString(element, 'text/html')
    .querySelector('references')
    ?.getAttribute('references');
  if (!attribute) return [];
  let decoded: unknown;
  try {
    decoded = JSON.parse(attribute);
  } catch {
    return [];
  }
  if (!Array.isArray(decoded)) return [];
  return decoded.map(readDocument).filter((doc): doc is ShownReferenceDocument => doc !== null);
}

/** One entry per document name and one per chunk id: a stored DB-GPT answer repeats its element. */
function mergeDocuments(documents: readonly ShownReferenceDocument[]): ShownReferenceDocument[] {
  const byName = new Map<string, ShownReferenceDocument>();
  for (const doc of documents) {
    const merged = byName.get(doc.name) ?? { name: doc.name, chunks: [] };
    for (const chunk of doc.chunks)
      if (!merged.chunks.some((known) => known.id === chunk.id)) merged.chunks.push(chunk);
    byName.set(doc.name, merged);
  }
  return [...byName.values()];
}

/**
 * The documents and chunks of an answer's `<references>` elements, merged into one list. The browser's
 * HTML parser reads each element and decodes its attribute, whatever the quotes and the attributes'
 * order; anything malformed (bad JSON, wrong shapes) is dropped, never thrown.
 */
export function parseReferences(elements: readonly string[]): ShownReferenceDocument[] {
  if (typeof DOMParser === 'undefined' || elements.length === 0) return [];
  const parser = new DOMParser();
  return mergeDocuments(elements.flatMap((element) => readElement(parser, element)));
}

/** Where a chunk opens: its chunk page, scrolled to it; null when the reference does not say where it lives. */
export function chunkHref(chunk: ShownReferenceChunk): string | null {
  if (chunk.spaceName === null || chunk.documentId === null) return null;
  const query = new URLSearchParams({
    spaceName: chunk.spaceName,
    id: String(chunk.documentId),
    chunkId: chunk.id,
  });
  return `/construct/knowledge/chunk?${query.toString()}`;
}
