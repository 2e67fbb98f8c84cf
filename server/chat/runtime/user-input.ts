import type { UserContentPart, UserInput } from '@/contract/chat-completion';

/** How a question is stored and titled. */
export interface StoredQuestion {
  /** The human message's `context`: the text, or the JSON of the parts when the question has attachments. */
  context: string;
  /** The parts of an OpenAI-style message, kept to rebuild the prompt of later rounds. */
  parts?: UserContentPart[];
  /** The conversation's title when this is its first question. */
  title: string;
}

const TITLE_LIMIT = 1000;

function partsOf(input: UserInput): string | UserContentPart[] {
  return typeof input === 'string' ? input : input.content;
}

function fileNameOf(part: UserContentPart): string | undefined {
  if (part.type === 'image_url') return part.image_url.fileName;
  if (part.type === 'audio_url') return part.audio_url.fileName;
  if (part.type === 'video_url') return part.video_url.fileName;
  if (part.type === 'file_url') return part.file_url.fileName;
  return undefined;
}

/** The question's text: a string input, or its text parts joined. */
export function questionText(input: UserInput): string {
  const content = partsOf(input);
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

export function isBlankQuestion(input: UserInput): boolean {
  const content = partsOf(input);
  if (typeof content === 'string') return content.trim() === '';
  return content.every((part) => part.type === 'text' && part.text.trim() === '');
}

export function storedQuestion(input: UserInput): StoredQuestion {
  const content = partsOf(input);
  const text = questionText(input).trim();
  if (typeof content === 'string') return { context: content, title: text.slice(0, TITLE_LIMIT) };
  // A question made only of attachments is titled by their names, so it still shows in the list.
  const names = content.map(fileNameOf).filter((name): name is string => Boolean(name));
  const title = text || names.join(', ') || 'Attachment';
  return { context: JSON.stringify(content), parts: content, title: title.slice(0, TITLE_LIMIT) };
}
