import type { Messages } from '../types';
import type { explore as en } from '../en/explore';

export const explore: Messages<typeof en> = {
  title: '探索',
  subtitle: '发现团队发布的应用，打开其中一个即可开始与它对话。',
  create: '创建应用',
  load_failed: '应用列表加载失败。',
  tabs_label: '应用范围',
  tabs: {
    recommended: '推荐',
    all: '全部已发布',
    favourites: '我的收藏',
    mine: '我的应用',
    recent: '最近使用',
  },
  search_label: '搜索应用',
  search_placeholder: '按名称搜索',
  search_clear: '清除搜索',
  grid_label: '应用',
  loading_more: '正在加载更多应用…',
  more_failed: '后续应用加载失败。',
  retry_more: '重试',
  all_loaded: '已显示全部应用（共 {{count}} 个）。',
  empty: {
    recommended: '还没有人与应用对话过',
    all: '还没有已发布的应用',
    favourites: '你还没有收藏应用',
    mine: '你还没有创建应用',
    recent: '你最近没有使用过应用',
    description: '用模型、提示词和你的知识构建一个应用，然后在这里发布。',
    favourites_description: '在任一标签页点亮应用的星标，即可在这里找到它。',
  },
  no_match: {
    title: '没有与“{{query}}”匹配的应用',
    description: '换个名称试试，或清除搜索。',
  },
  card: {
    open: '与 {{name}} 对话',
    collect: '收藏 {{name}}',
    uncollect: '取消收藏 {{name}}',
    owner: '创建者：{{owner}}',
    updated: '{{time}}更新',
    hot: '{{count}} 次对话',
  },
  quick: {
    label: '随便问问',
    placeholder: '输入问题，开始普通对话…',
    send: '开始对话',
  },
};
