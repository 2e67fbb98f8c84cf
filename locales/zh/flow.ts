import type { Messages } from '../types';
import type { flow as en } from '../en/flow';

export const flow: Messages<typeof en> = {
  placeholder: 'placeholder',
};
