/** Shared msw helpers for the recall, chunk and graph screens. */
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';
import { startupHandlers } from '../shell/handlers';

export const ok = <T>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
export const refused = (message: string, status = 400) =>
  HttpResponse.json({ success: false, err_code: 'E4001', err_msg: message, data: null }, { status });

export const SPACE = 'product_docs';

/** The shell's startup calls, so the screens can render inside the real app shell. */
export function serveShell() {
  server.use(...startupHandlers());
}

/** Records the JSON bodies a POST handler receives, answering with `respond`. */
export function recordPosts<B>(path: string, respond: (body: B, call: number) => Response) {
  const bodies: B[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : undefined) as B;
      bodies.push(body);
      return respond(body, bodies.length);
    }),
  );
  return bodies;
}
