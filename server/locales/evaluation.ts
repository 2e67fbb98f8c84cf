/** Server messages about evaluation datasets, runs and metrics. Spread into en.ts and zh.ts. */
export const evaluationEn = {
  'evaluation.adminOnly': 'Only administrators may use evaluations',
  'evaluation.datasetNotFound': 'There is no evaluation dataset "{code}"',
  'evaluation.datasetNameTaken': 'A dataset named "{name}" already exists; choose another name',
  'evaluation.noQueryColumn':
    'The dataset "{name}" has no "query" column; every row needs a "query" (and may have a "factual" answer)',
  'evaluation.emptyDataset': 'The dataset "{name}" has no rows',
  'evaluation.emptyQuery': 'Row {row} of the dataset "{name}" has an empty "query"',
  'evaluation.tooManyRows': 'The dataset "{name}" has {count} rows; at most {max} are allowed',
  'evaluation.fileTooLarge': 'The dataset file is larger than {size}; split it into smaller datasets',
  'evaluation.fileMissing':
    'Send the dataset file as multipart/form-data in the form field "doc_file", with the fields dataset_name and members',
  'evaluation.contentNotJson': 'The content must be a JSON array of rows, each with a "query": {reason}',
  'evaluation.contentNotRows': 'The content must be a JSON array of objects, each with a "query"',
  'evaluation.contextNotJson': 'The context must be a JSON object: {reason}',
  'evaluation.notFound': 'There is no evaluation "{code}"',
  'evaluation.unknownScene': 'The scene "{scene}" is not known; choose "recall" (a knowledge space) or "app"',
  'evaluation.spaceNotFound': 'There is no knowledge space "{space}"',
  'evaluation.appNotFound': 'There is no app "{app}"',
  'evaluation.noMetrics': 'Choose at least one metric',
  'evaluation.unknownMetrics': 'The scene "{scene}" has no metric {metrics}; choose from {known}',
  'evaluation.needsAnswers':
    'The metrics {metrics} compare with the expected answers, but the dataset "{name}" has no "factual" column',
  'evaluation.promptNotFound': 'There is no prompt "{code}" to judge with',
  'evaluation.notComplete':
    'The evaluation "{code}" is {state}; its result can be downloaded once it is complete',
  'evaluation.runFailed': 'All {total} questions failed; the first failure: {reason}',
  'evaluation.someRowsFailed': '{failed} of {total} questions failed; the first failure: {reason}',
  'evaluation.noFactual': 'This question has no expected answer',
  'evaluation.noChatModel': 'No chat model "{model}" is available',
  'evaluation.judgeUnreadable': 'The judging model gave no score: {answer}',
  'evaluation.answerFailed': 'The app could not answer: {reason}',
  'evaluation.scene.recall': 'Knowledge space retrieval',
  'evaluation.scene.app': 'App answers',
  'evaluation.storage.db': 'Database',
  'evaluation.storage.oss': 'File storage',
  'evaluation.metric.RetrieverHitRateMetric':
    'Hit rate@k: 1 when one of the top k retrieved chunks contains the expected answer, else 0',
  'evaluation.metric.RetrieverMRRMetric':
    'MRR: 1 divided by the rank of the first retrieved chunk that contains the expected answer (0 when none)',
  'evaluation.metric.RetrieverRecallMetric':
    'Recall@k: the share of the chunks of the space containing the expected answer that are among the top k',
  'evaluation.metric.RetrieverPrecisionMetric':
    'Precision@k: the share of the top k retrieved chunks that contain the expected answer',
  'evaluation.metric.ExactMatchMetric':
    'Exact match: 1 when the answer equals the expected answer (case, spaces and end punctuation aside)',
  'evaluation.metric.AnswerSimilarityMetric':
    'Answer similarity: cosine similarity of the embeddings of the answer and the expected answer, or their word overlap (F1) without an embedding model',
  'evaluation.metric.AnswerCorrectnessMetric':
    'Answer correctness: a judging model scores from 0 to 1 how well the answer agrees with the expected answer',
  'evaluation.metric.AnswerRelevancyMetric':
    'Answer relevancy: a judging model scores from 0 to 1 how well the answer addresses the question',
} as const;

export const evaluationZh: { readonly [Key in keyof typeof evaluationEn]: string } = {
  'evaluation.adminOnly': '只有管理员可以使用评测',
  'evaluation.datasetNotFound': '不存在评测数据集“{code}”',
  'evaluation.datasetNameTaken': '已存在名为“{name}”的数据集，请换一个名称',
  'evaluation.noQueryColumn': '数据集“{name}”没有“query”列；每一行都需要“query”（可以另有“factual”标准答案）',
  'evaluation.emptyDataset': '数据集“{name}”没有任何行',
  'evaluation.emptyQuery': '数据集“{name}”第 {row} 行的“query”为空',
  'evaluation.tooManyRows': '数据集“{name}”有 {count} 行，最多允许 {max} 行',
  'evaluation.fileTooLarge': '数据集文件超过 {size}，请拆分为较小的数据集',
  'evaluation.fileMissing':
    '请以 multipart/form-data 格式，在表单字段“doc_file”中上传数据集文件，并填写 dataset_name 和 members 字段',
  'evaluation.contentNotJson': '内容必须是由行组成的 JSON 数组，每行都有“query”：{reason}',
  'evaluation.contentNotRows': '内容必须是由对象组成的 JSON 数组，每个对象都有“query”',
  'evaluation.contextNotJson': 'context 必须是 JSON 对象：{reason}',
  'evaluation.notFound': '不存在评测“{code}”',
  'evaluation.unknownScene': '未知的评测场景“{scene}”；请选择“recall”（知识库）或“app”（应用）',
  'evaluation.spaceNotFound': '不存在知识库“{space}”',
  'evaluation.appNotFound': '不存在应用“{app}”',
  'evaluation.noMetrics': '请至少选择一个评测指标',
  'evaluation.unknownMetrics': '场景“{scene}”没有指标 {metrics}；可选：{known}',
  'evaluation.needsAnswers': '指标 {metrics} 需要与标准答案比较，但数据集“{name}”没有“factual”列',
  'evaluation.promptNotFound': '不存在用于评判的提示词“{code}”',
  'evaluation.notComplete': '评测“{code}”当前状态为 {state}；完成后才能下载结果',
  'evaluation.runFailed': '全部 {total} 个问题均失败；第一个失败原因：{reason}',
  'evaluation.someRowsFailed': '{total} 个问题中有 {failed} 个失败；第一个失败原因：{reason}',
  'evaluation.noFactual': '该问题没有标准答案',
  'evaluation.noChatModel': '没有可用的对话模型“{model}”',
  'evaluation.judgeUnreadable': '评判模型没有给出分数：{answer}',
  'evaluation.answerFailed': '应用无法回答：{reason}',
  'evaluation.scene.recall': '知识库召回',
  'evaluation.scene.app': '应用回答',
  'evaluation.storage.db': '数据库',
  'evaluation.storage.oss': '文件存储',
  'evaluation.metric.RetrieverHitRateMetric':
    '命中率@k：前 k 个召回片段中有包含标准答案的片段时为 1，否则为 0',
  'evaluation.metric.RetrieverMRRMetric': 'MRR：第一个包含标准答案的召回片段排名的倒数（没有则为 0）',
  'evaluation.metric.RetrieverRecallMetric':
    '召回率@k：知识库中包含标准答案的片段有多大比例出现在前 k 个结果中',
  'evaluation.metric.RetrieverPrecisionMetric': '精确率@k：前 k 个召回片段中包含标准答案的片段所占比例',
  'evaluation.metric.ExactMatchMetric': '完全匹配：回答与标准答案相同时为 1（忽略大小写、空白和首尾标点）',
  'evaluation.metric.AnswerSimilarityMetric':
    '回答相似度：回答与标准答案向量的余弦相似度；没有嵌入模型时为两者词语重合度（F1）',
  'evaluation.metric.AnswerCorrectnessMetric':
    '回答正确性：由评判模型按 0 到 1 打分，衡量回答与标准答案的一致程度',
  'evaluation.metric.AnswerRelevancyMetric': '回答相关性：由评判模型按 0 到 1 打分，衡量回答是否切题',
};
