import type { ChunkParameters } from '@/contract/knowledge';
import { resolvePromptCaller } from '../../access/prompt-access';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import { addTextDocument, type NewTextDocument } from '../../knowledge/document-creation';
import { assertSpaceAccess } from '../../knowledge/space-access';
import { startDocumentSync } from '../../knowledge/sync-start';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import { isChunkList, type FlowChunk } from '../runtime/flow-values';
import { inputValue, NodeProblem, type NodeCall, type NodeExecutor } from '../runtime/node-executor';
import { chunkParametersOf } from './dbgpt-chunk-parameters';
import { vectorStoreSpace } from './dbgpt-knowledge-executors';
import { knowledgeInput, knowledgeName } from './dbgpt-knowledge-source';

/**
 * DB-GPT's operators that write a vector store, on our knowledge spaces: the store a flow names is the
 * space of that name, changed with the flow caller's rights only (its owner or an administrator), through
 * our own document pipeline (a document added, synced by the sync queue: cut, stored, indexed).
 */

const POLL_MS = 50;

/** An ApiError of our knowledge services (refused, name taken, bad address) as the node's problem. */
async function asNode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ApiError ? new NodeProblem(error.text) : error;
  }
}

/** The space the wired vector store names, if the flow's caller may change it. */
async function spaceToChange(call: NodeCall, parameter: string): Promise<SpaceRecord> {
  const name = vectorStoreSpace(call.resources?.[parameter], parameter);
  const { repositories } = call.run.context;
  const space = await repositories.knowledgeSpaces.findByName(name);
  if (!space) throw new NodeProblem(localized('knowledgeRetrieval.spaceNotFound', { space: name }));
  const caller = await resolvePromptCaller(repositories.users, call.run.userId);
  await asNode(async () => assertSpaceAccess(space, caller, 'change'));
  return space;
}

/** `base`, else `base (2)`, `base (3)`…: a flow run again adds its text again beside the first. */
async function freeDocumentName(call: NodeCall, space: SpaceRecord, base: string): Promise<string> {
  const { knowledgeDocuments } = call.run.context.repositories;
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!(await knowledgeDocuments.findByName(space.id, name))) return name;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Adds the document, syncs it as `document/sync` does, waits for the sync; answers its stored chunks. */
async function addAndSync(
  call: NodeCall,
  space: SpaceRecord,
  document: NewTextDocument,
  chunkParameters: ChunkParameters,
): Promise<FlowChunk[]> {
  const { context, language, signal } = call.run;
  const id = await asNode(() => addTextDocument(context, space, document));
  await asNode(() => startDocumentSync(context, space, [{ documentId: id, chunkParameters }], language));
  const { knowledgeDocuments, knowledgeChunks } = context.repositories;
  for (;;) {
    signal.throwIfAborted();
    const stored = await knowledgeDocuments.get(id);
    if (!stored)
      throw new NodeProblem(
        localized('dbgptKnowledge.documentGone', { name: document.doc_name, space: space.name }),
      );
    if (stored.status === 'FAILED')
      throw new NodeProblem(
        localized('dbgptKnowledge.buildFailed', {
          name: document.doc_name,
          space: space.name,
          reason: stored.result ?? '',
        }),
      );
    if (stored.status === 'FINISHED') break;
    await pause(POLL_MS, signal);
  }
  const chunks = await knowledgeChunks.listForIndex(id);
  return chunks.map((chunk) => ({
    chunk_id: chunk.id,
    content: chunk.content,
    score: 1,
    document_id: id,
    document_name: document.doc_name,
    space_name: space.name,
    metadata: {},
  }));
}

/**
 * DB-GPT's `EmbeddingAssemblerOperator`: the knowledge added to the space its vector store connector names,
 * cut by its chunk parameters (DB-GPT's default: by size) and indexed; answers the stored chunks.
 */
export const embeddingAssembler: NodeExecutor = async (call) => {
  const knowledge = knowledgeInput(inputValue(call));
  const space = await spaceToChange(call, 'vector_store_connector');
  const chunkParameters = chunkParametersOf(call.resources?.chunk_parameters, 'CHUNK_BY_SIZE');
  const docName = await freeDocumentName(call, space, knowledgeName(knowledge));
  const document: NewTextDocument = {
    doc_name: docName,
    doc_type: knowledge.knowledge_type,
    content: knowledge.source,
  };
  return { value: await addAndSync(call, space, document, chunkParameters) };
};

/** Between two chunks of a stored chunk list: the separator its document is cut at again. */
const CHUNK_SEPARATOR = '\n\u241E\n';

/** Chunks cut earlier (a chunk manager's) stored as they are: one text document, cut again between them. */
async function storeChunks(call: NodeCall, space: SpaceRecord): Promise<FlowChunk[]> {
  const chunks = inputValue(call);
  if (!isChunkList(chunks)) throw new NodeProblem(localized('dbgptKnowledge.chunksExpected'));
  const longest = Math.max(...chunks.map((chunk) => chunk.content.length));
  const docName = await freeDocumentName(call, space, chunks[0]?.document_name || 'chunks');
  const document: NewTextDocument = {
    doc_name: docName,
    doc_type: 'TEXT',
    content: chunks.map((chunk) => chunk.content).join(CHUNK_SEPARATOR),
  };
  const parameters: ChunkParameters = {
    chunk_strategy: 'CHUNK_BY_SEPARATOR',
    separator: CHUNK_SEPARATOR,
    chunk_size: longest + CHUNK_SEPARATOR.length,
    chunk_overlap: 0,
    enable_merge: false,
  };
  return addAndSync(call, space, document, parameters);
}

/** DB-GPT's `VectorStorageOperator`: the chunks stored in the space its vector store names, indexed. */
export const vectorStorage: NodeExecutor = async (call) => {
  if (!isChunkList(inputValue(call))) throw new NodeProblem(localized('dbgptKnowledge.chunksExpected'));
  const space = await spaceToChange(call, 'vector_store');
  return { value: await storeChunks(call, space) };
};

/**
 * DB-GPT's `KnowledgeGraphOperator`: the chunks stored in the KnowledgeGraph space its graph store
 * (`BuiltinKnowledgeGraph`) names; indexing that space has our model extract its entities and relations
 * (the graph database DB-GPT's config names, TuGraph, is not used: the graph is the space's own).
 */
export const knowledgeGraph: NodeExecutor = async (call) => {
  if (!isChunkList(inputValue(call))) throw new NodeProblem(localized('dbgptKnowledge.chunksExpected'));
  const space = await spaceToChange(call, 'graph_store');
  if (space.vector_type !== 'KnowledgeGraph')
    throw new NodeProblem(localized('dbgptKnowledge.notGraphSpace', { space: space.name }));
  return { value: await storeChunks(call, space) };
};
