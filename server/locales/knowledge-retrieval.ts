/** Server messages about knowledge: search, recall tests, the graph view and chat with knowledge. Spread into en.ts and zh.ts. */
export const knowledgeRetrievalEn = {
  'knowledgeRetrieval.spaceNotFound': 'Knowledge space "{space}" not found',
  'knowledgeRetrieval.unknownRetriever': 'unknown retriever "{name}"; use one of {retrievers}',
  'knowledgeRetrieval.retrieverNeedsEmbedding':
    '"{name}" needs an embedding model, and none is available for this space; use one of {retrievers}',
  'knowledgeRetrieval.whatIs': 'What do the documents say about “{keyword}”?',
  'knowledgeRetrieval.aboutSection': 'What does the section “{header}” say?',
  'knowledgeRetrieval.chooseSpace':
    'Choose the knowledge space to chat with: give its name as select_param (or ext_info.knowledge_space)',
  'knowledgeRetrieval.prompt':
    'You answer questions using the knowledge below, passages from the space "{space}". Answer from these passages only, and cite the ones you use by their number, like [1]. If they do not contain the answer, say that the knowledge base does not cover it, rather than guessing. Answer in the language of the question.\n\nKnowledge:\n{context}',
  'knowledgeRetrieval.noPassages': '(no passage of the knowledge base matches this question)',
} as const;

export const knowledgeRetrievalZh: { readonly [Key in keyof typeof knowledgeRetrievalEn]: string } = {
  'knowledgeRetrieval.spaceNotFound': '找不到知识库“{space}”',
  'knowledgeRetrieval.unknownRetriever': '未知的检索器“{name}”；请使用以下之一：{retrievers}',
  'knowledgeRetrieval.retrieverNeedsEmbedding':
    '“{name}”需要嵌入模型，而此知识库没有可用的嵌入模型；请使用以下之一：{retrievers}',
  'knowledgeRetrieval.whatIs': '文档中关于“{keyword}”说了什么？',
  'knowledgeRetrieval.aboutSection': '“{header}”一节讲了什么？',
  'knowledgeRetrieval.chooseSpace':
    '请选择要对话的知识库：在 select_param（或 ext_info.knowledge_space）中给出它的名称',
  'knowledgeRetrieval.prompt':
    '请根据下面的知识回答问题，这些知识是知识库“{space}”中的片段。只依据这些片段作答，并用编号注明引用的片段，例如 [1]。如果片段中没有答案，请直接说明知识库中没有相关内容，不要猜测。请用提问所用的语言回答。\n\n知识：\n{context}',
  'knowledgeRetrieval.noPassages': '（知识库中没有与此问题相关的片段）',
};
