import type { Chunk } from '@/contract/knowledge';

/** The chunk's questions: `questions` is JSON text (a list of strings) on the wire; anything else is none. */
export function chunkQuestions(chunk: Chunk): string[] {
  if (!chunk.questions) return [];
  try {
    const parsed: unknown = JSON.parse(chunk.questions);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** `meta_info` for reading: pretty JSON when it is JSON, the text as it is otherwise, null when empty. */
export function chunkMetadata(chunk: Chunk): string | null {
  const raw = chunk.meta_info?.trim();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || (typeof parsed === 'object' && Object.keys(parsed).length === 0)) return null;
    return JSON.stringify(parsed, null, 2);
  } catch {
    return raw;
  }
}
