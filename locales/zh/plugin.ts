import type { Messages } from '../types';
import type { plugin as en } from '../en/plugin';

export const plugin: Messages<typeof en> = {
  placeholder: 'placeholder',
};
