import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { SpaceArguments } from '@/contract/knowledge';
import type { ServerLanguage } from '../i18n/language';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { SpaceRef } from './pipeline';
import type { RetrievedChunk } from './retrieval/retriever';
import type { KnowledgeServices } from './services';
import { referencesElement, referencesOf } from './knowledge-references';
import { questionText } from '../chat/runtime/user-input';

/** Chunks a knowledge answer cites when the space's arguments do not say (`embedding.topk`). */
export const DEFAULT_KNOWLEDGE_TOP_K = 5;
const MAX_KNOWLEDGE_TOP_K = 50;

/** What a `chat_knowledge` turn adds to a normal one: the system prompt with the chunks, the references. */
export interface KnowledgeTurn {
  system: string;
  answerSuffix: string;
}

export type KnowledgeTurnResult = { ok: true; turn: KnowledgeTurn } | { ok: false; problem: LocalizedText };

function numberOf(value: number | string | null | undefined): number | undefined {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/** The space to chat with: `select_param` (its name) or `ext_info.knowledge_space`. */
export function requestedSpace(request: ChatCompletionRequest): string | undefined {
  const param = typeof request.select_param === 'string' ? request.select_param.trim() : '';
  return param || request.ext_info?.knowledge_space?.trim() || undefined;
}

export function passages(chunks: readonly RetrievedChunk[], language: ServerLanguage): string {
  if (chunks.length === 0) return localized('knowledgeRetrieval.noPassages').in(language);
  return chunks
    .map((chunk, index) => `[${index + 1}] (${chunk.documentName})\n${chunk.content.trim()}`)
    .join('\n\n');
}

/**
 * The space's own template (`prompt.template`) with `{context}` and `{question}` filled, the passages
 * appended when it has no `{context}`; else the default, in the caller's language.
 */
function systemPrompt(space: SpaceRef, context: string, question: string, language: ServerLanguage): string {
  const template = space.arguments.prompt?.template?.trim();
  if (!template) return localized('knowledgeRetrieval.prompt', { space: space.name, context }).in(language);
  const filled = template.replaceAll('{context}', context).replaceAll('{question}', question);
  return template.includes('{context}') ? filled : `${filled}\n\n${context}`;
}

/**
 * Retrieval with the space's arguments. The score threshold (`embedding.recall_score`) is a similarity, so
 * it applies when vectors take part; BM25 scores are on another scale and are not cut by it.
 */
export async function retrieveFor(
  knowledge: KnowledgeServices,
  space: SpaceRef,
  question: string,
  args: SpaceArguments,
): Promise<RetrievedChunk[]> {
  const topK = Math.min(
    Math.max(1, Math.trunc(numberOf(args.embedding?.topk) ?? DEFAULT_KNOWLEDGE_TOP_K)),
    MAX_KNOWLEDGE_TOP_K,
  );
  const withVectors = (await knowledge.retriever.available(space)).includes('hybrid_retriever');
  return knowledge.retriever.retrieve(space, {
    question,
    topK,
    scoreThreshold: withVectors ? numberOf(args.embedding?.recall_score) : undefined,
  });
}

/** Finds the space, retrieves the question's chunks and builds the prompt and references of the answer. */
export async function prepareKnowledgeTurn(
  knowledge: KnowledgeServices,
  request: ChatCompletionRequest,
  language: ServerLanguage,
): Promise<KnowledgeTurnResult> {
  const name = requestedSpace(request);
  if (!name) return { ok: false, problem: localized('knowledgeRetrieval.chooseSpace') };
  const space = await knowledge.findSpace(name);
  if (!space) return { ok: false, problem: localized('knowledgeRetrieval.spaceNotFound', { space: name }) };
  const question = questionText(request.user_input);
  const chunks = await retrieveFor(knowledge, space, question, space.arguments);
  return {
    ok: true,
    turn: {
      system: systemPrompt(space, passages(chunks, language), question, language),
      answerSuffix: referencesElement(referencesOf(space.name, chunks)),
    },
  };
}
