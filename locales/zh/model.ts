import type { Messages } from '../types';
import type { model as en } from '../en/model';

export const model: Messages<typeof en> = {
  placeholder: 'placeholder',
};
