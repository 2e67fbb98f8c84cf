import type { Messages } from '../types';
import type { common as en } from '../en/common';

export const common: Messages<typeof en> = {
  placeholder: 'placeholder',
};
