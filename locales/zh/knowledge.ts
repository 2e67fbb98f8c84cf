import type { Messages } from '../types';
import type { knowledge as en } from '../en/knowledge';

export const knowledge: Messages<typeof en> = {
  placeholder: 'placeholder',
};
