import type { Messages } from '../types';
import type { evaluation as en } from '../en/evaluation';

export const evaluation: Messages<typeof en> = {
  placeholder: 'placeholder',
};
