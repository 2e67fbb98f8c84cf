import type { Messages } from '../types';
import type { chat as en } from '../en/chat';

export const chat: Messages<typeof en> = {
  placeholder: 'placeholder',
};
