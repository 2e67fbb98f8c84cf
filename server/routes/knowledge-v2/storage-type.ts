/**
 * Before storage types, DB-GPT's spaces named their vector store (its SDK's examples still send `Chroma`):
 * those are this server's `VectorStore`.
 */
const VECTOR_STORE_NAMES = ['chroma', 'milvus', 'weaviate', 'pgvector', 'elasticsearch', 'oceanbase'];

export function withStorageType(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('vector_type' in body)) return body;
  const { vector_type: type } = body;
  const isStoreName = typeof type === 'string' && VECTOR_STORE_NAMES.includes(type.toLowerCase());
  return isStoreName ? { ...body, vector_type: 'VectorStore' } : body;
}
