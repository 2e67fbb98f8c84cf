import type { builtinApps as en } from '../en/builtin-apps';
import type { Messages } from '../types';

export const builtinApps: Messages<typeof en> = {
  chat_excel: { name: 'Excel 对话', describe: '用自然语言分析 Excel 表格' },
  chat_with_db_qa: { name: '数据库问答', describe: '询问数据库的表和字段' },
  chat_with_db_execute: { name: '数据对话', describe: '用自然语言查询数据库' },
  chat_knowledge: { name: '知识库对话', describe: '基于私有知识库问答' },
  chat_dashboard: { name: '仪表盘对话', describe: '用自然语言生成专业的数据分析报告' },
  chat_normal: { name: '普通对话', describe: '与大模型直接对话' },
};
