import type { UploadedChatFile, UserContentPart, UserInput } from '@/contract/chat';
import { FILE_URI_SCHEME } from '@/contract/constants/file';
import { classifyResource, parseResourceValue, type ResourceEntry } from '@/utils/resource';
import type { SentQuestion } from './chat-message';

function partFor(file: UploadedChatFile): UserContentPart {
  const link = { url: file.file_path, fileName: file.file_name };
  switch (classifyResource(file.file_name, file.file_path)) {
    case 'image':
      return { type: 'image_url', image_url: link };
    case 'audio':
      return { type: 'audio_url', audio_url: link };
    case 'video':
      return { type: 'video_url', video_url: link };
    case 'file':
      return { type: 'file_url', file_url: link };
  }
}

/** The file id of an internal `dbgpt-fs://<storage>/<bucket>/<file_id>` link (contract 3.13). */
export function fileIdOf(uri: string): string | undefined {
  if (!uri.toLowerCase().startsWith(`${FILE_URI_SCHEME}//`)) return undefined;
  const segments = uri
    .split(/[?#]/, 1)[0]
    .slice(FILE_URI_SCHEME.length + 2)
    .split('/')
    .filter(Boolean);
  return segments.length >= 3 ? decodeURIComponent(segments[segments.length - 1]) : undefined;
}

/**
 * The question as the completion endpoint takes it (contract S.1): plain text, or with a file the
 * OpenAI-style message object, the file also named in `ext_info.file_ids`.
 */
export function buildSentQuestion(text: string, file?: UploadedChatFile): SentQuestion {
  if (!file) return { userInput: text };
  const userInput: UserInput = { role: 'user', content: [{ type: 'text', text }, partFor(file)] };
  const fileId = fileIdOf(file.file_path);
  return fileId ? { userInput, extInfo: { file_ids: [fileId] } } : { userInput };
}

/** How a sent file shows in the question: image, audio, video or a file chip. */
export function resourcesOf(file?: UploadedChatFile): ResourceEntry[] {
  return file ? parseResourceValue(file) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MEDIA_PART_TYPES = ['image_url', 'audio_url', 'video_url', 'file_url'] as const;

function isContentPart(value: unknown): value is UserContentPart {
  if (!isRecord(value)) return false;
  if (value.type === 'text') return typeof value.text === 'string';
  const type = MEDIA_PART_TYPES.find((candidate) => candidate === value.type);
  const inner = type ? value[type] : undefined;
  return isRecord(inner) && typeof inner.url === 'string';
}

function decodeParts(context: string): UserContentPart[] | undefined {
  const trimmed = context.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  const list = Array.isArray(decoded) ? decoded : isRecord(decoded) ? decoded.content : undefined;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isContentPart)) return undefined;
  return list;
}

function mediaUrl(part: UserContentPart): string | undefined {
  switch (part.type) {
    case 'text':
      return undefined;
    case 'image_url':
      return part.image_url.url;
    case 'audio_url':
      return part.audio_url.url;
    case 'video_url':
      return part.video_url.url;
    case 'file_url':
      return part.file_url.url;
  }
}

export interface StoredQuestion {
  text: string;
  resources: ResourceEntry[];
  sent: SentQuestion;
}

/**
 * A stored question: plain text, or the JSON of the message object (or of its parts) when it was sent
 * with files. Anything else is shown as the text it is.
 */
export function readStoredQuestion(context: string): StoredQuestion {
  const parts = decodeParts(context);
  if (!parts) return { text: context, resources: [], sent: { userInput: context } };
  const text = parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
  const media = parts.filter((part) => part.type !== 'text');
  const fileIds = media.flatMap((part) => fileIdOf(mediaUrl(part) ?? '') ?? []);
  const userInput: UserInput = media.length ? { role: 'user', content: parts } : text;
  const sent: SentQuestion = fileIds.length ? { userInput, extInfo: { file_ids: fileIds } } : { userInput };
  return { text, resources: parseResourceValue(media), sent };
}
