import type { BuiltinTemplate } from './builtin-template';

/** Built-in templates of the conversation scenes (no database involved). */
export const CHAT_SCENE_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    target: 'chat_normal',
    desc: { en: 'Chat with the model directly', zh: '直接与模型对话' },
    template: {
      en: "You are a helpful, knowledgeable assistant. Answer the user's questions accurately and clearly. When you are not sure, say so instead of guessing.",
      zh: '你是一个乐于助人、知识丰富的助手。请准确、清晰地回答用户的问题；如果不确定，请直接说明，不要编造。',
    },
    responseFormat: null,
  },
  {
    target: 'chat_knowledge',
    desc: { en: 'Answer from a knowledge space', zh: '基于知识库回答问题' },
    template: {
      en: [
        "Answer the user's question in a concise and professional way, using only the known information below.",
        'If the answer cannot be found in it, say "The provided knowledge is not enough to answer this question." Do not make anything up.',
        'Answer in the language of the question.',
        '',
        'Known information:',
        '{context}',
      ].join('\n'),
      zh: [
        '请仅根据下面的已知信息，简洁、专业地回答用户的问题。',
        '如果无法从中得到答案，请回答“根据已知信息无法回答该问题”，不允许编造内容。',
        '请使用与问题相同的语言作答。',
        '',
        '已知信息：',
        '{context}',
      ].join('\n'),
    },
    responseFormat: null,
  },
  {
    target: 'chat_excel',
    desc: { en: 'Analyse an uploaded spreadsheet', zh: '分析上传的表格文件' },
    template: {
      en: [
        'You are a data analysis expert. The user uploaded a spreadsheet loaded as the table {table_name}, with this structure:',
        '{table_info}',
        '',
        "Write one DuckDB SQL query that answers the user's question using only this table,",
        'and choose the best way to show the result from: {display_type}',
        '',
        'Respond in the following JSON format:',
        '{response}',
        'Make sure the response is valid JSON that can be parsed by Python json.loads.',
      ].join('\n'),
      zh: [
        '你是一名数据分析专家。用户上传的表格已加载为数据表 {table_name}，结构如下：',
        '{table_info}',
        '',
        '请只使用这张表，写出一条能回答用户问题的 DuckDB SQL，',
        '并从以下展示方式中选出最合适的一种：{display_type}',
        '',
        '请按以下 JSON 格式回复：',
        '{response}',
        '确保回复是合法的 JSON，可以被 Python 的 json.loads 解析。',
      ].join('\n'),
    },
    responseFormat: {
      en: {
        thoughts: 'Your analysis, in a few sentences',
        sql: 'The SQL query to run',
        display_type: 'How to show the result',
      },
      zh: { thoughts: '你的分析思路，简要几句', sql: '要执行的 SQL 语句', display_type: '结果的展示方式' },
    },
  },
];
