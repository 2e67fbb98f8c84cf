import type { Messages } from '../types';
import type { explore as en } from '../en/explore';

export const explore: Messages<typeof en> = {
  title: '探索',
  subtitle: '发现团队发布的应用。',
  load_failed: '应用列表加载失败。',
  empty: { title: '还没有应用', description: '已发布的应用会显示在这里。' },
};
