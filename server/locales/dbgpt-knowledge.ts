/** Server messages of DB-GPT's knowledge-building nodes (dbgpt-knowledge-source/-store). Spread into en.ts and zh.ts. */
export const dbgptKnowledgeEn = {
  'dbgptKnowledge.noSource':
    'the knowledge operator has no data source: set its "datasource" or send one (a "source" field)',
  'dbgptKnowledge.notUrl': 'the data source "{source}" is not an http(s) address',
  'dbgptKnowledge.fileSource':
    'the data source "{source}" names a file on the server, which a flow may not read; give an http(s) address or a text (knowledge type URL or TEXT)',
  'dbgptKnowledge.knowledgeExpected': 'expected a knowledge (the output of a Knowledge Loading Operator)',
  'dbgptKnowledge.chunksExpected': 'expected chunks (the output of a Chunk Manager Operator)',
  'dbgptKnowledge.buildFailed':
    'the document "{name}" could not be built in the knowledge space "{space}": {reason}',
  'dbgptKnowledge.documentGone':
    'the document "{name}" was deleted from the knowledge space "{space}" while it was built',
  'dbgptKnowledge.notGraphSpace':
    'the knowledge space "{space}" is not a knowledge graph space (storage type KnowledgeGraph); choose one that is',
  'dbgptKnowledge.summaryPrompt':
    'Write a concise summary of the following text, in the language of the text. Keep the key facts.',
  'dbgptKnowledge.summaryOfSummaries':
    'The texts below are summaries of consecutive parts of one document. Write one concise summary of the whole document from them, in its language.',
} as const;

export const dbgptKnowledgeZh: { readonly [Key in keyof typeof dbgptKnowledgeEn]: string } = {
  'dbgptKnowledge.noSource': '知识算子没有数据源：请设置它的“datasource”，或在请求中发送一个（“source”字段）',
  'dbgptKnowledge.notUrl': '数据源“{source}”不是 http(s) 地址',
  'dbgptKnowledge.fileSource':
    '数据源“{source}”指向服务器上的文件，工作流不能读取；请给出 http(s) 地址或文本（知识类型 URL 或 TEXT）',
  'dbgptKnowledge.knowledgeExpected': '需要一个知识（知识加载算子的输出）',
  'dbgptKnowledge.chunksExpected': '需要文本块（分块管理算子的输出）',
  'dbgptKnowledge.buildFailed': '无法在知识库“{space}”中构建文档“{name}”：{reason}',
  'dbgptKnowledge.documentGone': '文档“{name}”在构建时已从知识库“{space}”中删除',
  'dbgptKnowledge.notGraphSpace':
    '知识库“{space}”不是知识图谱知识库（存储类型 KnowledgeGraph）；请选择一个知识图谱知识库',
  'dbgptKnowledge.summaryPrompt': '请为下面的文本写一份简洁的摘要，使用文本本身的语言，保留关键事实。',
  'dbgptKnowledge.summaryOfSummaries':
    '下面的文本是同一文档各个连续部分的摘要。请根据它们为整篇文档写一份简洁的摘要，使用文档本身的语言。',
} as const;
