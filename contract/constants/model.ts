// Model contract values the client needs at run time, free of the schema library (see constants/chat.ts).

export const WORKER_TYPES = ['llm', 'text2vec', 'reranker'] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];
