import { localized } from '../../i18n/localized-text';
import { chunkDocument, resolveChunkParameters } from '../../knowledge/chunking';
import { textDocument, webPageDocument } from '../../knowledge/parse';
import { fetchWebPage } from '../../knowledge/parse/web-page';
import { DocumentProblem, type ParsedDocument } from '../../knowledge/pipeline';
import { isObject, type FlowChunk } from '../runtime/flow-values';
import {
  inputValue,
  NodeProblem,
  textParam,
  type NodeCall,
  type NodeExecutor,
} from '../runtime/node-executor';
import { chunkParametersOf } from './dbgpt-chunk-parameters';
import { isHttpUrl } from '../../http/http-url';

/**
 * DB-GPT's `Knowledge` as it travels here: where the text is (a web page or the text itself), not read yet
 * (DB-GPT's knowledge loads when a chunker or an assembler reads it).
 */
export interface FlowKnowledge {
  knowledge_type: 'URL' | 'TEXT';
  source: string;
}

export const isKnowledge = (value: unknown): value is FlowKnowledge =>
  isObject(value) &&
  (value.knowledge_type === 'URL' || value.knowledge_type === 'TEXT') &&
  typeof value.source === 'string';

/** The name a knowledge's document gets in a space: the address, or the text's first line. */
export function knowledgeName(knowledge: FlowKnowledge): string {
  if (knowledge.knowledge_type === 'URL') return knowledge.source.slice(0, 200);
  const firstLine = knowledge.source.trim().split('\n')[0]?.trim() ?? '';
  return (firstLine || 'text').slice(0, 60);
}

/**
 * DB-GPT's `KnowledgeOperator` (rag/operators/knowledge.py): the `datasource` parameter, else the input's
 * `source` (a dict) or the input itself (a text, as older flows send it), as a knowledge of `knowledge_type`.
 * A DOCUMENT is a file path in DB-GPT: a flow may not read this server's files, so only an http(s) address
 * given as a DOCUMENT is read (as a web page).
 */
export const knowledgeOperator: NodeExecutor = async (call) => {
  const input = inputValue(call);
  const given = isObject(input) ? input.source : input;
  const source = textParam(call, 'datasource') || (typeof given === 'string' ? given.trim() : '');
  if (!source) throw new NodeProblem(localized('dbgptKnowledge.noSource'));
  const type = (textParam(call, 'knowledge_type') || 'DOCUMENT').toUpperCase();
  if (type === 'TEXT') return { value: { knowledge_type: 'TEXT', source } satisfies FlowKnowledge };
  if (isHttpUrl(source)) return { value: { knowledge_type: 'URL', source } satisfies FlowKnowledge };
  if (type === 'URL')
    throw new NodeProblem(localized('dbgptKnowledge.notUrl', { source: source.slice(0, 200) }));
  throw new NodeProblem(localized('dbgptKnowledge.fileSource', { source: source.slice(0, 200) }));
};

export function knowledgeInput(value: unknown): FlowKnowledge {
  if (!isKnowledge(value)) throw new NodeProblem(localized('dbgptKnowledge.knowledgeExpected'));
  return value;
}

const asNodeProblem = (error: unknown) =>
  error instanceof DocumentProblem ? new NodeProblem(error.text) : error;

/** The knowledge's text: a web page through our URL reader (its address rules, time and size limits). */
export async function readKnowledge(knowledge: FlowKnowledge, call: NodeCall) {
  if (knowledge.knowledge_type === 'TEXT') return textDocument(knowledge.source);
  try {
    return webPageDocument(await fetchWebPage(knowledge.source, call.run.context.knowledge.webPageOptions));
  } catch (error) {
    if (!(error instanceof DocumentProblem)) throw error;
    throw new NodeProblem(
      localized('knowledge.urlFetchFailed', { url: knowledge.source, reason: error.text }),
    );
  }
}

/** The chunks our chunker cuts (in memory, stored nowhere yet), as DB-GPT's chunk manager gives them. */
function cutChunks(document: ParsedDocument, call: NodeCall, name: string): FlowChunk[] {
  try {
    const parameters = resolveChunkParameters(
      chunkParametersOf(call.resources?.chunk_parameters, 'Automatic'),
      document,
      {},
    );
    return chunkDocument(document, parameters, { source: name }).map((draft, index) => ({
      chunk_id: index,
      content: draft.content,
      score: 0,
      document_id: 0,
      document_name: name,
      space_name: '',
      metadata: draft.meta,
    }));
  } catch (error) {
    throw asNodeProblem(error);
  }
}

/** DB-GPT's `ChunkManagerOperator`: the knowledge read and cut by its chunk parameters (`Automatic` unset). */
export const chunkManager: NodeExecutor = async (call) => {
  const knowledge = knowledgeInput(inputValue(call));
  const document = await readKnowledge(knowledge, call);
  return { value: cutChunks(document, call, knowledgeName(knowledge)) };
};
