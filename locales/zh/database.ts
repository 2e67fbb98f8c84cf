import type { Messages } from '../types';
import type { database as en } from '../en/database';

export const database: Messages<typeof en> = {
  placeholder: 'placeholder',
};
