import type { Messages } from '../types';
import type { layout as en } from '../en/layout';

export const layout: Messages<typeof en> = {
  placeholder: 'placeholder',
};
