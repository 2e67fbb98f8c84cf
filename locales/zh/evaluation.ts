import type { Messages } from '../types';
import type { evaluation as en } from '../en/evaluation';

export const evaluation: Messages<typeof en> = {
  title: '场景评测',
  empty: { title: '还没有评测', description: '评测数据集及其结果会显示在这里。' },
};
