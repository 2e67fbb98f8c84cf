/** Server messages about knowledge: reading files and web pages, and cutting them into chunks. Spread into en.ts and zh.ts. */
export const knowledgePipelineEn = {} as const;

export const knowledgePipelineZh: { readonly [Key in keyof typeof knowledgePipelineEn]: string } = {};
