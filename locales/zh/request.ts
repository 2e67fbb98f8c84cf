import type { Messages } from '../types';
import type { request as en } from '../en/request';

export const request: Messages<typeof en> = {
  placeholder: 'placeholder',
};
