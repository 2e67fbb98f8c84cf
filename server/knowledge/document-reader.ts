import type { FileStore } from '../files/file-store';
import { parseFileUri } from '../files/file-uri';
import { listOf, localized } from '../i18n/localized-text';
import type { FileRepository } from '../repositories/files';
import type { StoredDocument } from '../repositories/knowledge-documents';
import { detectFileKind, parseDocument, textDocument } from './parse';
import { DocumentProblem, type FileKind, type ParsedDocument } from './pipeline';

/** The file kinds an upload may be, as the refusal names them. */
export const SUPPORTED_FILE_KINDS: readonly FileKind[] = [
  'txt',
  'md',
  'pdf',
  'docx',
  'csv',
  'xlsx',
  'html',
  'json',
];

/** Refusal of a file whose kind is not supported or whose content does not match its name. */
export function unsupportedFile(fileName: string): DocumentProblem {
  return new DocumentProblem(
    localized('knowledge.fileUnsupported', { name: fileName, kinds: listOf(SUPPORTED_FILE_KINDS) }),
  );
}

export interface DocumentSources {
  fileStore: FileStore;
  files: FileRepository;
}

/**
 * A document's readable text, from what was stored when it was added: the text itself (TEXT), the page's
 * extracted text (URL) or the uploaded file's bytes (DOCUMENT). Throws DocumentProblem with the reason.
 */
export async function readDocument(
  document: StoredDocument,
  sources: DocumentSources,
): Promise<ParsedDocument> {
  if (document.docType === 'TEXT') return textDocument(document.content);
  if (document.docType === 'URL')
    return { kind: 'url', title: document.docName, pages: [{ number: 1, text: document.sourceText ?? '' }] };
  const key = parseFileUri(document.content);
  const stored = key ? await sources.fileStore.readHead(key, Number.MAX_SAFE_INTEGER) : null;
  if (!key || !stored) throw new DocumentProblem(localized('knowledge.syncFileMissing'));
  // The name given at upload decides the kind; the document may have been renamed since.
  const fileName = (await sources.files.get(key))?.fileName ?? document.docName;
  const bytes = new Uint8Array(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength);
  const kind = detectFileKind(bytes, fileName);
  if (!kind) throw unsupportedFile(fileName);
  return parseDocument(bytes, fileName, kind, sources.fileStore.parseLimits);
}
