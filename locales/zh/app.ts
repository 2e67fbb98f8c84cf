import type { Messages } from '../types';
import type { app as en } from '../en/app';

export const app: Messages<typeof en> = {
  list: {
    label: '应用',
    loading: '正在加载应用…',
    read_only: '目前只能查看：创建、编辑和发布应用将在本客户端的后续版本中提供。',
    load_failed: {
      title: '无法加载应用',
      description: '请确认服务器正在运行，然后重试。',
    },
    unavailable: {
      title: '此服务器尚未提供应用功能',
      description:
        '连接到提供应用的服务器后，这里会列出其中的应用。创建和编辑应用将在本客户端的后续版本中提供。',
    },
    empty: {
      title: '此服务器上没有应用',
      description: '服务器上创建的应用会列在这里。在本客户端中创建应用将在后续版本中提供。',
    },
    none_published: '没有已发布的应用',
    none_unpublished: '没有未发布的应用',
    none_filtered_description: '选择“全部”可查看服务器上的所有应用。',
    no_match: {
      title: '没有与“{{query}}”匹配的应用',
      description: '换个名称试试，或清除搜索。',
    },
    filter_label: '应用范围',
    filters: { all: '全部', published: '已发布', unpublished: '未发布' },
    search_label: '搜索应用',
    search_placeholder: '按名称搜索',
  },
  team_modes: {
    auto_plan: '多智能体自动规划',
    awel_layout: 'AWEL 工作流',
    single_agent: '单智能体',
    native_app: '原生应用',
  },
  languages: { en: '英文', zh: '中文' },
  card: { published: '已发布', unpublished: '未发布' },
};
