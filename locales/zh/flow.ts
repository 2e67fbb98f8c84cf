import type { Messages } from '../types';
import type { flow as en } from '../en/flow';

export const flow: Messages<typeof en> = {
  list: {
    label: 'AWEL 工作流',
    loading: '正在加载工作流…',
    read_only: '目前只能查看：搭建和编辑工作流将在本客户端的后续版本中提供。',
    load_failed: {
      title: '无法加载工作流',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供 AWEL 工作流功能',
      description:
        '连接到提供 AWEL 工作流的服务器后，这里会列出其中的工作流。搭建和编辑工作流将在本客户端的后续版本中提供。',
    },
    empty: {
      title: '此服务器上没有 AWEL 工作流',
      description: '服务器上搭建的工作流会列在这里。在本客户端中搭建工作流将在后续版本中提供。',
    },
    no_match: {
      title: '本页没有与“{{query}}”匹配的工作流',
      description: '筛选只作用于本页的工作流：换一页或换个名称试试。',
    },
    search_label: '筛选本页的工作流',
    search_placeholder: '按名称筛选本页',
  },
  states: {
    initializing: '初始化中',
    developing: '开发中',
    testing: '测试中',
    deployed: '已部署',
    running: '运行中',
    disabled: '已停用',
    load_failed: '加载失败',
  },
  categories: { common: '通用', chat_flow: '对话工作流', chat_agent: '智能体工作流' },
  define_types: { json: 'JSON', python: 'Python' },
  card: { not_editable: '不可编辑' },
};
