import { DocumentProblem, type FileKind, type ParsedDocument, type WebPage } from '../pipeline';
import { localized, verbatim } from '../../i18n/localized-text';
import { parseCsv } from './csv';
import { inspectFileKind } from './file-kind';
import { htmlText } from './html-text';
import { parseDocx, parseXlsx } from './office';
import { parsePdf } from './pdf';
import { decodeText } from './text-bytes';
import { jsonNestsDeeperThan } from '../../files/json-depth';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../../files/upload-limits';

export { inspectFileKind, SUPPORTED_EXTENSIONS, type FileKindVerdict, type FileRefusal } from './file-kind';

/** The file's kind from its bytes and name; undefined when unsupported or when the content does not match the name. */
export function detectFileKind(bytes: Uint8Array, fileName: string): FileKind | undefined {
  return inspectFileKind(bytes, fileName).kind;
}

function textOf(bytes: Uint8Array, name: string): string {
  const text = decodeText(bytes);
  if (text === undefined) throw new DocumentProblem(localized('knowledgeFile.notText', { name }));
  return text;
}

function parseJson(text: string, name: string, limits: UploadLimits): ParsedDocument {
  if (jsonNestsDeeperThan(text, limits.jsonDepth))
    throw new DocumentProblem(localized('uploadLimits.jsonTooDeep', { name, limit: limits.jsonDepth }));
  try {
    return { kind: 'json', pages: [{ number: 1, text: JSON.stringify(JSON.parse(text), null, 2) }] };
  } catch (error) {
    const reason = verbatim(error instanceof Error ? error.message : String(error));
    throw new DocumentProblem(localized('knowledgeFile.jsonInvalid', { name, reason }));
  }
}

async function readByKind(
  bytes: Uint8Array,
  name: string,
  kind: FileKind,
  limits: UploadLimits,
): Promise<ParsedDocument> {
  switch (kind) {
    case 'pdf':
      return parsePdf(bytes, name);
    case 'docx':
      return parseDocx(bytes, name, limits);
    case 'xlsx':
      return parseXlsx(bytes, name, limits);
    case 'csv':
      return parseCsv(textOf(bytes, name), name, limits);
    case 'json':
      return parseJson(textOf(bytes, name), name, limits);
    case 'html': {
      const { title, text } = htmlText(textOf(bytes, name));
      return { kind, ...(title === '' ? {} : { title }), pages: [{ number: 1, text }] };
    }
    case 'txt':
    case 'md':
      return { kind, pages: [{ number: 1, text: textOf(bytes, name) }] };
  }
}

/**
 * Reads a file's text; throws DocumentProblem with a readable reason (which file, which page, why),
 * including a file past the limits (unpacked size, columns, nesting) before it is expanded.
 */
export async function parseDocument(
  bytes: Uint8Array,
  fileName: string,
  kind: FileKind,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<ParsedDocument> {
  if (bytes.length === 0) throw new DocumentProblem(localized('knowledgeFile.empty', { name: fileName }));
  const document = await readByKind(bytes, fileName, kind, limits);
  if (document.pages.every((page) => page.text.trim() === ''))
    throw new DocumentProblem(localized('knowledgeFile.noText', { name: fileName }));
  return document;
}

/** A text document (`doc_type` TEXT) as a parsed document. */
export function textDocument(text: string): ParsedDocument {
  return { kind: 'text', pages: [{ number: 1, text: text.replace(/\r\n?/g, '\n') }] };
}

/** A fetched web page (`doc_type` URL) as a parsed document. */
export function webPageDocument(page: WebPage): ParsedDocument {
  return {
    kind: 'url',
    ...(page.title === '' ? {} : { title: page.title }),
    pages: [{ number: 1, text: page.text }],
  };
}
