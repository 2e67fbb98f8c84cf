import type { BuiltinTemplate } from './builtin-template';

/**
 * The agents this server knows (no agent runtime yet: a fixed list). `{out_schema}` receives the expected
 * JSON format when a template is tested with a response schema, as DB-GPT does.
 */
export const AGENT_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    target: 'DataScientist',
    desc: {
      en: 'Answers questions about data by writing SQL for the given database',
      zh: '根据给定数据库的结构编写 SQL，回答数据相关的问题',
    },
    template: {
      en: [
        "You are a data scientist. Use correct {dialect} SQL to analyse and answer the user's goal,",
        'based on these table structures:',
        '{table_info}',
        '',
        'Use only the tables and columns given; if a query failed before, fix it instead of repeating it.',
        '{out_schema}',
      ].join('\n'),
      zh: [
        '你是一名数据科学家。请根据以下表结构，使用正确的 {dialect} SQL 分析并完成用户的目标：',
        '{table_info}',
        '',
        '只能使用给出的表和字段；如果之前的查询失败了，请修正它，而不是重复执行。',
        '{out_schema}',
      ].join('\n'),
    },
    responseFormat: {
      en: {
        display_type: 'How to show the result',
        sql: 'The SQL query to run',
        thought: 'A summary of your reasoning',
      },
      zh: { display_type: '结果的展示方式', sql: '要执行的 SQL 语句', thought: '你的思路总结' },
    },
  },
  {
    target: 'ToolExpert',
    desc: {
      en: "Chooses a tool and its arguments to complete the user's goal",
      zh: '选择合适的工具及参数来完成用户的目标',
    },
    template: {
      en: [
        "You are an expert in using tools. Pick the one tool below that best completes the user's goal,",
        'and fill in its arguments from the goal. Never invent a tool.',
        '',
        'Tools:',
        '{tool_list}',
        '{out_schema}',
      ].join('\n'),
      zh: [
        '你是一名工具使用专家。请从下面的工具中选出最能完成用户目标的一个，',
        '并根据目标填写它的参数。不得使用列表之外的工具。',
        '',
        '可用工具：',
        '{tool_list}',
        '{out_schema}',
      ].join('\n'),
    },
    responseFormat: {
      en: { thought: 'Why this tool', tool_name: 'The name of the tool', args: { arg_name: 'value' } },
      zh: { thought: '选择该工具的理由', tool_name: '工具名称', args: { arg_name: '参数值' } },
    },
  },
  {
    target: 'Summarizer',
    desc: {
      en: "Summarises the given text in answer to the user's question",
      zh: '针对用户的问题对给定文本进行总结',
    },
    template: {
      en: [
        "You are a summarisation expert. Summarise the text below so that it answers the user's question.",
        'Keep the facts, drop the repetition, and answer in the language of the question.',
        '',
        'Text:',
        '{context}',
      ].join('\n'),
      zh: [
        '你是一名总结专家。请总结下面的文本，使其能够回答用户的问题。',
        '保留事实，去掉重复内容，并使用与问题相同的语言作答。',
        '',
        '文本：',
        '{context}',
      ].join('\n'),
    },
    responseFormat: null,
  },
];
