import type { Messages } from '../types';
import type { construct as en } from '../en/construct';

export const construct: Messages<typeof en> = {
  placeholder: 'placeholder',
};
