import type { ChatExtInfo, UserContentPart, UserInput } from '@/contract/chat-completion';
import { loadAttachment, type Attachment } from '../files/attachments';
import { findReadableFile } from '../files/file-access';
import { parseFileReference } from '../files/file-uri';
import type { PromptPart } from '../models/chat-model';
import type { RouteContext } from '../context';

/** What an attachment resolver may use: the server's storage and who is asking in which conversation. */
export interface AttachmentScope {
  context: RouteContext;
  userId: string;
  convUid: string;
}

function mediaName(part: Exclude<UserContentPart, { type: 'text' | 'image_url' }>): string {
  const media =
    part.type === 'audio_url' ? part.audio_url : part.type === 'video_url' ? part.video_url : part.file_url;
  return media.fileName ?? media.url;
}

/** Parts a chat model understands: text as text, images as image parts, other media named in text. */
export function toPromptParts(parts: readonly UserContentPart[]): PromptPart[] {
  return parts.map((part): PromptPart => {
    if (part.type === 'text') return { type: 'text', text: part.text };
    // Only links a provider can fetch go as image parts; a `dbgpt-fs://` or relative link would be refused.
    if (part.type === 'image_url')
      return /^(https?:|data:)/i.test(part.image_url.url)
        ? { type: 'image_url', image_url: { url: part.image_url.url } }
        : { type: 'text', text: `[Attached image: ${part.image_url.fileName ?? part.image_url.url}]` };
    return { type: 'text', text: `[Attached file: ${mediaName(part)}]` };
  });
}

function mediaUrl(part: UserContentPart): string | null {
  if (part.type === 'image_url') return part.image_url.url;
  if (part.type === 'file_url') return part.file_url.url;
  if (part.type === 'audio_url') return part.audio_url.url;
  if (part.type === 'video_url') return part.video_url.url;
  return null;
}

/** What the model receives for an uploaded file: its text framed by its name, an image part, or a note. */
function attachmentPart(attachment: Attachment): PromptPart {
  if (attachment.kind === 'image') return { type: 'image_url', image_url: { url: attachment.dataUrl } };
  if (attachment.kind === 'text')
    return {
      type: 'text',
      text: `[Attached file: ${attachment.name}]\n${attachment.text}\n[End of attached file: ${attachment.name}]`,
    };
  return { type: 'text', text: `[Attached file: ${attachment.name} (its content cannot be read here)]` };
}

/**
 * Turns the question (and the session files named in `ext_info.file_ids` / `file_path`) into what the
 * model receives. A file uploaded to this server is read: a text file's content becomes context, an
 * image a data URL image part, anything else a note naming it. Links to elsewhere pass as before.
 */
export async function resolveAttachments(
  userInput: UserInput,
  extInfo: ChatExtInfo | undefined,
  scope: AttachmentScope,
): Promise<string | PromptPart[]> {
  const content = typeof userInput === 'string' ? userInput : userInput.content;
  const extraReferences = [...(extInfo?.file_ids ?? []), ...(extInfo?.file_path ? [extInfo.file_path] : [])];
  if (typeof content === 'string' && extraReferences.length === 0) return content;

  const seen = new Set<string>();
  // A file this server holds, read once per question; null for a link to elsewhere or an unknown file.
  const loadOnce = async (reference: string): Promise<Attachment | 'again' | null> => {
    const key = parseFileReference(reference);
    const identity = key ? `${key.bucket}/${key.fileId}` : reference;
    if (seen.has(identity)) return 'again';
    seen.add(identity);
    // Another user's file is passed on like an unknown one: named, never read for the model.
    if (key && !(await findReadableFile(scope.context.repositories, key, scope.userId))) return null;
    const attachment = await loadAttachment(scope.context, reference);
    return attachment.kind === 'unsupported' && attachment.reason === 'missing' ? null : attachment;
  };

  const parts: PromptPart[] = [];
  const questionParts: UserContentPart[] =
    typeof content === 'string' ? [{ type: 'text', text: content }] : content;
  for (const part of questionParts) {
    const url = mediaUrl(part);
    const attachment = url === null ? null : await loadOnce(url);
    if (attachment === 'again') continue;
    parts.push(...(attachment ? [attachmentPart(attachment)] : toPromptParts([part])));
  }
  for (const reference of extraReferences) {
    const attachment = await loadOnce(reference);
    if (attachment && attachment !== 'again') parts.push(attachmentPart(attachment));
  }
  return parts;
}
