/** Server messages about knowledge: search, recall tests, the graph view and chat with knowledge. Spread into en.ts and zh.ts. */
export const knowledgeRetrievalEn = {} as const;

export const knowledgeRetrievalZh: { readonly [Key in keyof typeof knowledgeRetrievalEn]: string } = {};
