import type { Messages } from '../types';
import type { app as en } from '../en/app';

export const app: Messages<typeof en> = {
  placeholder: 'placeholder',
};
