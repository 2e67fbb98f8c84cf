import i18next from 'i18next';
import type { ApiResult } from '@/client/envelope';
import '@/locales/areas/request';

/** Whether a settled request succeeded: no transport error and `success:true`. */
export function succeeded<T>([error, , envelope]: ApiResult<T>): boolean {
  return !error && Boolean(envelope?.success);
}

/** The server's reason for a failure (its `err_msg`), else the transport's, else a generic sentence. */
export function failureReason<T>([error, , envelope]: ApiResult<T>): string {
  return envelope?.err_msg?.trim() || error?.message || i18next.t('request:somethingError');
}
