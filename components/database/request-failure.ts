import i18next from 'i18next';
import { isAxiosError } from 'axios';
import type { ApiResult } from '@/client/envelope';
import '@/locales/areas/request';

/** Whether a settled request succeeded: no transport error and `success:true`. */
export function succeeded<T>([error, , envelope]: ApiResult<T>): boolean {
  return !error && Boolean(envelope?.success);
}

/** The server's reason (its `err_msg`), else a readable sentence for a time-out or a lost server. */
export function failureReason<T>([error, , envelope]: ApiResult<T>): string {
  const told = envelope?.err_msg?.trim();
  if (told) return told;
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return i18next.t('request:timeout', { seconds: Math.ceil((error.config?.timeout ?? 0) / 1000) });
    }
    if (!error.response) return i18next.t('request:unreachable');
    return i18next.t('request:httpStatus', { status: error.response.status });
  }
  return error?.message || i18next.t('request:somethingError');
}
