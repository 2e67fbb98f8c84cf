import { unzipSync } from 'fflate';
import { DocumentProblem, type FileKind } from '../pipeline';
import { listOf, localized } from '../../i18n/localized-text';
import { decodeText } from './text-bytes';

/** The name endings an upload may have, and the kind each stands for. */
const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  csv: 'csv',
  html: 'html',
  htm: 'html',
  json: 'json',
};

export const SUPPORTED_EXTENSIONS: readonly string[] = Object.keys(KIND_BY_EXTENSION);

/** Why a file was refused: an unsupported type, content that is not what the name says, or no bytes at all. */
export type FileRefusal = 'unsupported' | 'mismatch' | 'empty';

export type FileKindVerdict =
  | { kind: FileKind; refusal?: undefined; problem?: undefined }
  | { kind?: undefined; refusal: FileRefusal; problem: DocumentProblem };

/** The entry an Office Open XML package of each kind must hold. */
const OFFICE_MAIN_PART: Partial<Record<FileKind, string>> = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWithAscii(bytes: Uint8Array, prefix: string): boolean {
  return [...prefix].every((character, index) => bytes[index] === character.charCodeAt(0));
}

/** The names in a zip archive (nothing is decompressed), or undefined when the bytes are not a readable zip. */
function zipEntryNames(bytes: Uint8Array): Set<string> | undefined {
  if (!startsWithAscii(bytes, 'PK\x03\x04')) return undefined;
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return names;
}

function contentMatches(bytes: Uint8Array, kind: FileKind): boolean {
  const officePart = OFFICE_MAIN_PART[kind];
  if (officePart) return zipEntryNames(bytes)?.has(officePart) ?? false;
  // PDF readers accept the header a little way into the file; the spec's limit is 1024 bytes.
  if (kind === 'pdf') return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');
  const text = decodeText(bytes);
  if (text === undefined) return false;
  if (kind === 'json') return parsesAsJson(text);
  if (kind === 'html') return /<[a-z!?][^>]*>/i.test(text);
  return true;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The file's kind, or why it cannot be read: checked by its content, not only by its name. */
export function inspectFileKind(bytes: Uint8Array, fileName: string): FileKindVerdict {
  const kind = KIND_BY_EXTENSION[extensionOf(fileName)];
  if (kind === undefined) {
    const kinds = listOf(SUPPORTED_EXTENSIONS);
    return {
      refusal: 'unsupported',
      problem: new DocumentProblem(localized('knowledgeFile.unsupported', { name: fileName, kinds })),
    };
  }
  if (bytes.length === 0)
    return {
      refusal: 'empty',
      problem: new DocumentProblem(localized('knowledgeFile.empty', { name: fileName })),
    };
  if (!contentMatches(bytes, kind)) {
    const problem = new DocumentProblem(
      localized('knowledgeFile.mismatch', { name: fileName, kind: kind.toUpperCase() }),
    );
    return { refusal: 'mismatch', problem };
  }
  return { kind };
}
