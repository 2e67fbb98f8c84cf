import type { Messages } from '../types';
import type { prompt as en } from '../en/prompt';

export const prompt: Messages<typeof en> = {
  placeholder: 'placeholder',
};
