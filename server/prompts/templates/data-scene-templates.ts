import type { BuiltinTemplate } from './builtin-template';

/** Built-in templates of the scenes that talk to a database. */
export const DATA_SCENE_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    target: 'chat_with_db_execute',
    desc: { en: 'Ask questions about your data in natural language', zh: '用自然语言查询数据' },
    template: {
      en: [
        "You are a database expert. Answer the user's question with the database {db_name}, whose tables are:",
        '{table_info}',
        '',
        'Rules:',
        '1. Write one syntactically correct {dialect} SQL query; if no SQL is needed, answer directly.',
        '2. Return at most {top_k} rows unless the user asks for a specific number.',
        '3. Use only the tables and columns above. If they are not enough, say so; never invent any.',
        '4. Choose the best way to show the result from: {display_type}',
        '',
        'Think step by step and respond in the following JSON format:',
        '{response}',
        'Make sure the response is valid JSON that can be parsed by Python json.loads.',
      ].join('\n'),
      zh: [
        '你是一名数据库专家。请使用数据库 {db_name} 回答用户的问题，它的表结构如下：',
        '{table_info}',
        '',
        '约束：',
        '1. 写出一条语法正确的 {dialect} SQL；如果不需要 SQL，请直接回答。',
        '2. 除非用户指定了条数，否则最多返回 {top_k} 行。',
        '3. 只能使用上面给出的表和字段；信息不足时请直接说明，禁止编造。',
        '4. 从以下展示方式中选出最合适的一种：{display_type}',
        '',
        '请一步步思考，并按以下 JSON 格式回复：',
        '{response}',
        '确保回复是合法的 JSON，可以被 Python 的 json.loads 解析。',
      ].join('\n'),
    },
    responseFormat: {
      en: {
        thoughts: 'A short summary of your reasoning for the user',
        direct_response: 'The answer when no SQL is needed',
        sql: 'The SQL query to run',
        display_type: 'How to show the result',
      },
      zh: {
        thoughts: '给用户的简要思路说明',
        direct_response: '不需要 SQL 时的直接回答',
        sql: '要执行的 SQL 语句',
        display_type: '结果的展示方式',
      },
    },
  },
  {
    target: 'chat_with_db_qa',
    desc: { en: 'Discuss a database and its design', zh: '围绕数据库结构进行问答' },
    template: {
      en: [
        "You are a {dialect} expert. Answer the user's question about the database using the table structures below.",
        'If they are not enough to answer, say so; do not make anything up.',
        '',
        'Table structures:',
        '{table_info}',
      ].join('\n'),
      zh: [
        '你是一名 {dialect} 专家。请根据下面的表结构回答用户关于数据库的问题。',
        '如果这些信息不足以回答，请直接说明，不要编造。',
        '',
        '表结构：',
        '{table_info}',
      ].join('\n'),
    },
    responseFormat: null,
  },
  {
    target: 'chat_dashboard',
    desc: { en: 'Build a report of several charts', zh: '生成由多个图表组成的报表' },
    template: {
      en: [
        'You are a data analysis expert. Using the {dialect} database whose tables are:',
        '{table_info}',
        '',
        "plan up to four charts that together answer the user's request. For each chart write one SQL query",
        'and pick its chart type from: {supported_chat_type}',
        '',
        'Respond in the following JSON format:',
        '{response}',
        'Make sure the response is valid JSON that can be parsed by Python json.loads.',
      ].join('\n'),
      zh: [
        '你是一名数据分析专家。请基于以下 {dialect} 数据库的表结构：',
        '{table_info}',
        '',
        '规划最多四个图表，共同回答用户的需求。每个图表写一条 SQL，',
        '并从以下类型中选择图表类型：{supported_chat_type}',
        '',
        '请按以下 JSON 格式回复：',
        '{response}',
        '确保回复是合法的 JSON，可以被 Python 的 json.loads 解析。',
      ].join('\n'),
    },
    responseFormat: {
      en: [
        {
          thoughts: 'Why this chart answers part of the request',
          showcase: 'The chart type',
          sql: 'The SQL query for the chart',
          title: 'The chart title',
        },
      ],
      zh: [
        {
          thoughts: '这个图表回答了需求的哪一部分',
          showcase: '图表类型',
          sql: '图表的 SQL 语句',
          title: '图表标题',
        },
      ],
    },
  },
];
