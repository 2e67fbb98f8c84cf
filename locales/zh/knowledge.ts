import type { Messages } from '../types';
import type { knowledge as en } from '../en/knowledge';

export const knowledge: Messages<typeof en> = {
  list: {
    label: '知识库',
    loading: '正在加载知识库…',
    read_only: '目前只能查看：创建知识库和添加文档将在本客户端的后续版本中提供。',
    load_failed: {
      title: '无法加载知识库',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供知识库功能',
      description:
        '连接到提供知识库的服务器后，这里会列出其中的知识库。创建知识库和添加文档将在本客户端的后续版本中提供。',
    },
    empty: {
      title: '此服务器上没有知识库',
      description: '服务器上创建的知识库会列在这里。在本客户端中创建知识库将在后续版本中提供。',
    },
    no_match: {
      title: '没有与“{{query}}”匹配的知识库',
      description: '换个名称试试，或清除搜索。',
    },
    search_label: '搜索知识库',
    search_placeholder: '按名称、描述或所有者搜索',
  },
  storage_types: { VectorStore: '向量存储', KnowledgeGraph: '知识图谱', FullText: '全文检索' },
  domain_types: { Normal: '通用', FinancialReport: '财报' },
  card: { documents: '文档数：{{count}}' },
};
