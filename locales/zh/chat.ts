import type { Messages } from '../types';
import type { chat as en } from '../en/chat';

export const chat: Messages<typeof en> = {
  title: '对话',
  empty: { title: '还没有对话', description: '你与模型和应用的对话会显示在这里。' },
};
