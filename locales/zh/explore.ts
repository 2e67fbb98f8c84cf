import type { Messages } from '../types';
import type { explore as en } from '../en/explore';

export const explore: Messages<typeof en> = {
  placeholder: 'placeholder',
};
