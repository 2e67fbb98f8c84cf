import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import { chunkDocument, resolveChunkParameters } from '../../knowledge/chunking';
import { DocumentProblem } from '../../knowledge/pipeline';
import { answerText, collect, modelFor } from '../runtime/executors/model-executors';
import {
  inputValue,
  NodeProblem,
  numberParam,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';
import { knowledgeInput, readKnowledge } from './dbgpt-knowledge-source';

/** How much text one model call summarises. */
const PIECE_CHARACTERS = 4000;

/** The model named by `model_name` when it is one of ours (DB-GPT's default names its own), else the run's. */
async function summaryModel(call: NodeCall) {
  const named = textParam(call, 'model_name');
  const registered = named ? await call.run.context.modelRegistry.getChatModel(named) : undefined;
  return registered ?? (await modelFor(call));
}

async function summarise(call: NodeCall, instruction: string, text: string): Promise<string> {
  const model = await summaryModel(call);
  const messages = [
    { role: 'system' as const, content: instruction },
    { role: 'user' as const, content: text },
  ];
  return (await collect(answerText(model, messages, call))).trim();
}

/** Runs `work` on every item, at most `limit` at a time, answers in order. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit)
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  return results;
}

/**
 * DB-GPT's `SummaryAssemblerOperator` (map-reduce, as its summary extractor): the knowledge read (a web page
 * through our URL reader), its first `max_iteration_with_llm` pieces summarised by our model,
 * `concurrency_limit_with_llm` at a time, then the pieces' summaries summarised into one.
 */
export const summaryAssembler: NodeExecutor = async (call) => {
  const knowledge = knowledgeInput(inputValue(call));
  const document = await readKnowledge(knowledge, call);
  const language: ServerLanguage = textParam(call, 'language') === 'zh' ? 'zh' : 'en';
  let pieces: string[];
  try {
    const parameters = resolveChunkParameters(
      { chunk_strategy: 'CHUNK_BY_SIZE', chunk_size: PIECE_CHARACTERS, chunk_overlap: 0 },
      document,
      {},
    );
    pieces = chunkDocument(document, parameters).map((draft) => draft.content);
  } catch (error) {
    throw error instanceof DocumentProblem ? new NodeProblem(error.text) : error;
  }
  const most = Math.max(1, Math.trunc(numberParam(call, 'max_iteration_with_llm', 5)));
  const limit = Math.max(1, Math.trunc(numberParam(call, 'concurrency_limit_with_llm', 3)));
  const instruction = localized('dbgptKnowledge.summaryPrompt').in(language);
  const summaries = await inBatches(pieces.slice(0, most), limit, (piece) =>
    summarise(call, instruction, piece),
  );
  if (summaries.length === 1) return { value: summaries[0] ?? '' };
  const combined = localized('dbgptKnowledge.summaryOfSummaries').in(language);
  return { value: await summarise(call, combined, summaries.join('\n\n')) };
};
