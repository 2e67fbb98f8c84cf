import type { BuiltinTemplate } from './builtin-template';

/** Evaluation metrics judged by a model; a metric's template is its grading prompt. */
export const EVALUATE_TEMPLATES: readonly BuiltinTemplate[] = [
  {
    target: 'AnswerRelevancyMetric',
    desc: { en: 'How well the answer addresses the question', zh: '回答与问题的相关程度' },
    template: {
      en: [
        'Rate how relevant the answer is to the question, from 1 (unrelated) to 5 (fully answers it).',
        'Reply with the score on the first line and one sentence of explanation on the second.',
        '',
        'Question: {query}',
        'Answer: {answer}',
      ].join('\n'),
      zh: [
        '请评估回答与问题的相关程度，从 1（完全无关）到 5（完整回答了问题）打分。',
        '第一行只写分数，第二行用一句话说明理由。',
        '',
        '问题：{query}',
        '回答：{answer}',
      ].join('\n'),
    },
    responseFormat: null,
  },
  {
    target: 'ContextRelevancyMetric',
    desc: {
      en: 'How well the retrieved context supports the question',
      zh: '检索到的上下文对问题的支撑程度',
    },
    template: {
      en: [
        'Rate how useful the context is for answering the question, from 1 (useless) to 5 (contains the answer).',
        'Reply with the score on the first line and one sentence of explanation on the second.',
        '',
        'Question: {query}',
        'Context: {context}',
      ].join('\n'),
      zh: [
        '请评估上下文对回答问题的帮助程度，从 1（毫无帮助）到 5（包含答案）打分。',
        '第一行只写分数，第二行用一句话说明理由。',
        '',
        '问题：{query}',
        '上下文：{context}',
      ].join('\n'),
    },
    responseFormat: null,
  },
];
