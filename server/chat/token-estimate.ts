import type { PromptMessage } from '../models/chat-model';

/**
 * A rough token count, good enough to keep a prompt inside the model's context without a tokenizer per
 * model: about 4 characters per token for Latin text and code, one token per CJK character (Chinese text
 * runs close to 1–1.5 characters per token in common tokenizers), a flat cost per image and a few tokens
 * of framing per message. It errs on the high side, so a prompt it accepts fits in practice.
 */
export const TOKENS_PER_MESSAGE = 4;
export const TOKENS_PER_IMAGE = 512;

const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;

export function estimateTextTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

export function estimateMessageTokens(message: PromptMessage): number {
  if (typeof message.content === 'string') return TOKENS_PER_MESSAGE + estimateTextTokens(message.content);
  return message.content.reduce(
    (total, part) => total + (part.type === 'text' ? estimateTextTokens(part.text) : TOKENS_PER_IMAGE),
    TOKENS_PER_MESSAGE,
  );
}
