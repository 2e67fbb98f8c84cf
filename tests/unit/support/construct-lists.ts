/** msw answers and helpers shared by the component tests of the Construct list screens. */
import { HttpResponse } from 'msw';
import { registerErrorNotifier, type ErrorNotice } from '@/client/notify';

export const ok = <T>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });

/** A handler-caught failure as DB-GPT sends it: HTTP 200 and `success: false`. */
export const failed = (err_msg: string) =>
  HttpResponse.json({ success: false, err_code: 'E000X', err_msg, data: null });

/** What our embedded server answers for a route it does not have (server/http/not-found.ts). */
export const notFound = (method: string, path: string) =>
  HttpResponse.json(
    { success: false, err_code: '404', err_msg: `Not found: ${method} ${path}`, data: null },
    { status: 404 },
  );

/** What a DB-GPT server's static mount answers for a POST to a path it has no route for. */
export const methodNotAllowed = () => HttpResponse.json({ detail: 'Method Not Allowed' }, { status: 405 });

/** A serve-module timestamp (`YYYY-MM-DD HH:MM:SS`, local time) some minutes ago. */
export function serveTime(minutesAgo: number): string {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** Records the request-error notifications from now on; call after rendering (the page's scope registers its own). */
export function recordNotices() {
  const notices: ErrorNotice[] = [];
  const unregister = registerErrorNotifier((notice) => notices.push(notice));
  return { notices, unregister };
}
