import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Envelope } from '@/contract/common';
import { embedHeaders } from './embed-session';
import { API_BASE_URL } from './http-base';
import { readUserId } from './identity';
import { languageHeader } from './language-header';
import { announceSessionEnded, SIGN_IN_REQUIRED_CODES } from './session-events';
import { timeoutFor } from './timeouts';

export { API_BASE_URL };

export const http = axios.create({ baseURL: API_BASE_URL });

http.interceptors.request.use((config) => {
  config.headers.set('user-id', readUserId());
  config.headers.set(languageHeader());
  config.headers.set(embedHeaders());
  if (config.timeout === undefined || config.timeout === 0) config.timeout = timeoutFor(config.url ?? '');
  return config;
});

// A 401 "sign in" from any call means the session ended: the shell shows sign-in over the page.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const body: unknown = error.response.data;
    if (
      body &&
      typeof body === 'object' &&
      'err_code' in body &&
      SIGN_IN_REQUIRED_CODES.includes(body.err_code)
    )
      announceSessionEnded();
  }
  return Promise.reject(error);
});

export type ApiResponse<T> = Promise<AxiosResponse<Envelope<T>>>;
type QueryParams = object | undefined;

/** GET sends its params as a query string. */
export function GET<Params extends QueryParams, Data>(
  url: string,
  params?: Params,
  config?: AxiosRequestConfig,
) {
  return http.get<Envelope<Data>>(url, { ...config, params });
}

/** DELETE sends its params as a query string. */
export function DELETE<Params extends QueryParams, Data>(
  url: string,
  params?: Params,
  config?: AxiosRequestConfig,
) {
  return http.delete<Envelope<Data>>(url, { ...config, params });
}

/** POST sends a body (JSON, or FormData for uploads). */
export function POST<Body, Data>(url: string, body?: Body, config?: AxiosRequestConfig) {
  return http.post<Envelope<Data>>(url, body, config);
}

/** PUT sends a body. */
export function PUT<Body, Data>(url: string, body?: Body, config?: AxiosRequestConfig) {
  return http.put<Envelope<Data>>(url, body, config);
}
