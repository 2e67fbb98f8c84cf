import { http, HttpResponse } from 'msw';
import { server } from '../../msw-server';
import { STORAGE_KEYS } from '@/utils/storage-keys';

/** What the fake server saw of one request. */
export interface CapturedRequest {
  method: string;
  pathname: string;
  query: Record<string, string>;
  userId: string | null;
  contentType: string;
  body: unknown;
  form: FormData | null;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export const TEST_USER_ID = 'user-area-test';

/** Stores a profile so every request should carry this user's id. */
export function signInTestUser(): void {
  window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ user_id: TEST_USER_ID }));
}

/**
 * jsdom's Blob has no `stream()`, which undici (behind msw) needs to read a file part of an
 * uploaded FormData and to replay an XHR answered as a blob. Browsers have it.
 */
export function ensureBlobStream(): void {
  if (typeof Blob.prototype.stream === 'function') return;
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  };
}

/**
 * Answers `method path` with a success envelope around `data` and records the request.
 * `path` is matched after any origin, so a call to another path or method goes unhandled and fails.
 */
export function captureRequest(method: Method, path: string, data: unknown = null): CapturedRequest[] {
  ensureBlobStream();
  const calls: CapturedRequest[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type') ?? '';
      let body: unknown;
      let form: FormData | null = null;
      if (contentType.startsWith('multipart/form-data')) form = await request.formData();
      else {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
      calls.push({
        method: request.method,
        pathname: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        userId: request.headers.get('user-id'),
        contentType,
        body,
        form,
      });
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
    }),
  );
  return calls;
}

/** Answers a download with raw bytes, as DB-GPT does on success. */
export function captureDownload(path: string, bytes: string, contentType: string): CapturedRequest[] {
  ensureBlobStream();
  const calls: CapturedRequest[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        pathname: url.pathname,
        query: Object.fromEntries(url.searchParams),
        userId: request.headers.get('user-id'),
        contentType: '',
        body: undefined,
        form: null,
      });
      return new HttpResponse(bytes, { headers: { 'Content-Type': contentType } });
    }),
  );
  return calls;
}
