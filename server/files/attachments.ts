import type { FileRepository } from '../repositories/files';
import { isInlineImage, isTextLike } from './content-type';
import type { FileStore } from './file-store';
import { parseFileReference, type FileReference } from './file-uri';

/** How much of a text file goes into the prompt; the rest is cut with a note saying so. */
export const MAX_ATTACHMENT_TEXT_BYTES = 100 * 1024;
/** Larger images are not inlined as data URLs (providers refuse them and they bloat the request). */
export const MAX_ATTACHMENT_IMAGE_BYTES = 10 * 1024 * 1024;

/** What the model is given for one attached file. */
export type Attachment =
  | { kind: 'text'; name: string; text: string; truncated: boolean }
  | { kind: 'image'; name: string; mimeType: string; dataUrl: string }
  | { kind: 'unsupported'; name: string; reason: 'missing' | 'type' | 'too-large' | 'binary' };

export interface AttachmentLimits {
  maxTextBytes: number;
  maxImageBytes: number;
}

const DEFAULT_LIMITS: AttachmentLimits = {
  maxTextBytes: MAX_ATTACHMENT_TEXT_BYTES,
  maxImageBytes: MAX_ATTACHMENT_IMAGE_BYTES,
};

/** The parts of the route context attachments are read from; a `RouteContext` fits as is. */
export interface AttachmentSources {
  repositories: { files: FileRepository };
  fileStore: FileStore;
}

function referenceName(reference: FileReference): string {
  if (typeof reference === 'string') return reference.split(/[?#]/, 1)[0]?.split('/').pop() || reference;
  return reference.file_id ?? reference.uri ?? reference.file_path ?? reference.url ?? 'file';
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Decodes UTF-8, dropping a character the byte limit may have split in two. */
function decodeText(bytes: Buffer, cut: boolean): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  return cut ? text.replace(/\uFFFD$/, '') : text;
}

/**
 * Reads an uploaded file for the model, given its upload descriptor, its `dbgpt-fs://` URI, its serve
 * link or its bare id: text-like files become text (cut at {@link MAX_ATTACHMENT_TEXT_BYTES} with a
 * note), PNG/JPEG/GIF/WebP images a data URL, anything else `unsupported` with the reason.
 */
export async function loadAttachment(
  sources: AttachmentSources,
  reference: FileReference,
  { maxTextBytes, maxImageBytes }: AttachmentLimits = DEFAULT_LIMITS,
): Promise<Attachment> {
  const key = parseFileReference(reference);
  const file = key ? await sources.repositories.files.get(key) : null;
  if (!file) return { kind: 'unsupported', name: referenceName(reference), reason: 'missing' };
  const name = file.fileName;

  if (isInlineImage(file.contentType)) {
    if (file.fileSize > maxImageBytes) return { kind: 'unsupported', name, reason: 'too-large' };
    const head = await sources.fileStore.readHead(file, maxImageBytes);
    if (!head) return { kind: 'unsupported', name, reason: 'missing' };
    const dataUrl = `data:${file.contentType};base64,${head.bytes.toString('base64')}`;
    return { kind: 'image', name, mimeType: file.contentType, dataUrl };
  }

  if (!isTextLike(name)) return { kind: 'unsupported', name, reason: 'type' };
  const head = await sources.fileStore.readHead(file, maxTextBytes);
  if (!head) return { kind: 'unsupported', name, reason: 'missing' };
  if (head.bytes.includes(0)) return { kind: 'unsupported', name, reason: 'binary' };
  const truncated = head.size > head.bytes.length;
  let text = decodeText(head.bytes, truncated);
  if (truncated) {
    text += `\n\n[The file "${name}" was truncated: only its first ${formatSize(head.bytes.length)} of ${formatSize(head.size)} are included.]`;
  }
  return { kind: 'text', name, text, truncated };
}
