import type { Messages } from '../types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  app_name: 'DB-GPT',
  loading: '加载中…',
  retry: '重试',
  back_home: '返回探索页',
  error_boundary: {
    title: '页面出了点问题',
    description: '显示此页面时发生了意外错误，已保存的内容不会丢失。请重试。',
  },
  not_found: {
    title: '页面不存在',
    description: '你访问的页面不存在。',
  },
};
