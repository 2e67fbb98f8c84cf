import type { Envelope } from '@/contract/common';

/** A successful answer in the contract's envelope (0.3). */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, err_code: null, err_msg: null, data };
}

/** A failed answer in the contract's envelope (0.3). */
export function fail<T = null>(errCode: string, errMsg: string, data: T | null = null): Envelope<T | null> {
  return { success: false, err_code: errCode, err_msg: errMsg, data };
}
