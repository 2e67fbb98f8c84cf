import { localized, verbatim } from '../../i18n/localized-text';
import type { NodeDefinition } from '../nodes/node-definition';
import { io } from '../nodes/node-parameters';
import { inputValue, NodeProblem, type NodeExecutor } from '../runtime/node-executor';

/**
 * DB-GPT's hybrid knowledge process: a branch that hands the same chunks to each store wired after it
 * (a vector store, a knowledge graph, a full-text store: DB-GPT runs a branch when the node behind it is
 * of that store's class, which a wired edge already says), and a join that reports what each stored.
 */
export const dbgptKnowledgeProcessBranch: NodeDefinition = {
  name: 'knowledge_process_operator',
  typeName: 'KnowledgeProcessBranchOperator',
  category: 'rag',
  operatorType: 'branch',
  label: verbatim('Knowledge Process Branch Operator'),
  description: verbatim('Branch the workflow based on the stream flag of the request.'),
  inputs: [io('input_value', verbatim('Document Chunks'), 'chunk', { isList: true })],
  outputs: [
    io('chunks', verbatim('Chunks'), 'chunk', { isList: true }),
    io('chunks', verbatim('Chunks'), 'chunk', { isList: true }),
    io('chunks', verbatim('Chunks'), 'chunk', { isList: true }),
  ],
  parameters: [],
};

export const dbgptKnowledgeProcessJoin: NodeDefinition = {
  name: 'knowledge_process_join_operator',
  typeName: 'KnowledgeProcessJoinOperator',
  category: 'rag',
  operatorType: 'join',
  label: verbatim('Knowledge Process Join Operator'),
  description: verbatim('Join Branch the workflow based on the Knowledge Process Results.'),
  inputs: [
    io('input_value', verbatim('Vector Storage Results'), 'chunk', { isList: true, optional: true }),
    io('input_value', verbatim('Knowledge Graph Storage Results'), 'chunk', { isList: true, optional: true }),
  ],
  outputs: [io('chunks', verbatim('Chunks'), 'str', { isList: true })],
  parameters: [],
};

export const DBGPT_KNOWLEDGE_PROCESS_NODES: readonly NodeDefinition[] = [
  dbgptKnowledgeProcessBranch,
  dbgptKnowledgeProcessJoin,
];

/** The chunks go on every output: each store wired behind the branch stores them. */
const processBranch: NodeExecutor = async (call) => {
  const chunks = inputValue(call);
  if (!Array.isArray(chunks)) throw new NodeProblem(localized('dbgptKnowledge.chunksExpected'));
  return { value: chunks };
};

// DB-GPT names the stores by the join's input order (vector, graph, then full text), whatever is wired.
const STORE_LINES = [
  (count: number) => localized('dbgptKnowledge.storedInVectors', { count }),
  (count: number) => localized('dbgptKnowledge.storedInGraph', { count }),
  (count: number) => localized('dbgptKnowledge.storedInFullText', { count }),
];

/** One line per store that stored chunks, in the caller's language. */
const processJoin: NodeExecutor = async (call) => {
  const lines: string[] = [];
  STORE_LINES.forEach((line, order) => {
    const stored = inputValue(call, order);
    if (Array.isArray(stored) && stored.length > 0) lines.push(line(stored.length).in(call.run.language));
  });
  return { value: lines };
};

export const DBGPT_KNOWLEDGE_PROCESS_EXECUTORS: Readonly<Record<string, NodeExecutor>> = {
  knowledge_process_operator: processBranch,
  knowledge_process_join_operator: processJoin,
};
