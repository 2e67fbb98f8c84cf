import type { FileKind, ParsedDocument } from '../pipeline';

// STUB: replaced by the document-reading part. Signatures are the seam; keep them.

/** The file's kind from its bytes and name; undefined when unsupported or when the content does not match the name. */
export function detectFileKind(bytes: Uint8Array, fileName: string): FileKind | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase();
  return extension === 'txt' || extension === 'md' ? extension : undefined;
  void bytes;
}

/** Reads a file's text; throws DocumentProblem with a readable reason. */
export async function parseDocument(bytes: Uint8Array, fileName: string, kind: FileKind): Promise<ParsedDocument> {
  void fileName;
  return { kind, pages: [{ number: 1, text: Buffer.from(bytes).toString('utf8') }] };
}

/** A text document (`doc_type` TEXT) as a parsed document. */
export function textDocument(text: string): ParsedDocument {
  return { kind: 'text', pages: [{ number: 1, text }] };
}
