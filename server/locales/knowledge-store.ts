/** Server messages about knowledge: spaces, documents, chunks and sync (routes and storage). Spread into en.ts and zh.ts. */
export const knowledgeStoreEn = {} as const;

export const knowledgeStoreZh: { readonly [Key in keyof typeof knowledgeStoreEn]: string } = {};
