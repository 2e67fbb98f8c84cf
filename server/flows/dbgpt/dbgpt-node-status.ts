import { localized, type LocalizedText } from '../../i18n/localized-text';

/**
 * Why a DB-GPT node does not run here yet. `planned`: the nodes DB-GPT 0.8.1's built-in templates and the
 * dbgpts repository's JSON flows use, and the simple ones beside them, to be built on this server's own
 * services (issue 30). `python`: nodes that run Python code a user wrote. `package`: nodes that need a Python
 * package or an outside service this server does not have (local embedding models, other vector and graph
 * stores, databases it has no driver for).
 */
export type DbgptNodeStatus = 'planned' | 'python' | 'package';

const PYTHON_CODE = new Set(['CodeMapOperator', 'CodeDictToModelRequestOperator']);

const NEEDS_PACKAGE = new Set([
  // Local or third-party model packages.
  'HuggingFaceEmbeddings',
  'HuggingFaceInstructEmbeddings',
  'HuggingFaceInferenceAPIEmbeddings',
  'JinaEmbeddings',
  'CrossEncoderRanker',
  'SpacyTextSplitter',
  'RemoteLLMClient',
  // Stores other than the vector store this server has.
  'ElasticsearchStoreConfig',
  'ElasticStore',
  'OceanBaseConfig',
  'OceanBaseStore',
  'QdrantVectorConfig',
  'QdrantStore',
  'ValkeyVectorConfig',
  'ValkeyStore',
  'WeaviateVectorConfig',
  'WeaviateStore',
  'PGVectorConfig',
  'PGVectorStore',
  'TuGraphParameters',
  'Neo4jParameters',
  'Neo4jStoreConfig',
  'CommunitySummaryKnowledgeGraph',
  // Databases this server has no connector for.
  'SparkParameters',
  'DorisParameters',
  'GaussDBParameters',
  'HiveParameters',
  'MSSQLParameters',
  'OceanBaseParameters',
  'openGaussParameters',
  'OracleParameters',
  'StarRocksParameters',
  'VerticaParameters',
]);

export function dbgptNodeStatus(typeName: string): DbgptNodeStatus {
  if (PYTHON_CODE.has(typeName)) return 'python';
  if (NEEDS_PACKAGE.has(typeName)) return 'package';
  return 'planned';
}

/** The reason shown in the palette, the import answer and the graph check. */
export function dbgptNodeReason(typeName: string): LocalizedText {
  const status = dbgptNodeStatus(typeName);
  if (status === 'python') return localized('dbgptNode.needsPython', { type: typeName });
  if (status === 'package') return localized('dbgptNode.needsPackage', { type: typeName });
  return localized('dbgptNode.notYetRunnable', { type: typeName });
}
