import { http, HttpResponse } from 'msw';
import type { FlowDebugRequest, FlowNodeTrace } from '@/contract/flow/debug';
import { server } from '../msw-server';
import { openStream } from '../support/open-stream';

/** One `event: node` frame and one answer frame, as the debug endpoint writes them (contract S.7). */
export const nodeFrame = (trace: FlowNodeTrace) => `event: node\ndata: ${JSON.stringify(trace)}\n\n`;
export const textFrame = (text: string) => `data:${text.replaceAll('\n', '\\n')}\n\n`;

export interface DebugCall {
  body: FlowDebugRequest;
  language: string | null;
}

/** Answers `POST …/flow/debug` with a stream the test writes to, recording each request. */
export function serveDebugStream() {
  const calls: DebugCall[] = [];
  const streams: ReturnType<typeof openStream>[] = [];
  server.use(
    http.post('*/api/v2/serve/awel/flow/debug', async ({ request }) => {
      calls.push({
        body: (await request.json()) as FlowDebugRequest,
        language: request.headers.get('accept-language'),
      });
      const stream = openStream();
      streams.push(stream);
      return new HttpResponse(stream.body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return {
    calls,
    /** The stream of the latest run (after the request has arrived). */
    stream: () => {
      const latest = streams.at(-1);
      if (!latest) throw new Error('no debug run yet');
      return latest;
    },
  };
}

/** Refuses the run before any stream, as a validation failure does. */
export function refuseDebug(message: string, status = 400) {
  server.use(
    http.post('*/api/v2/serve/awel/flow/debug', () =>
      HttpResponse.json({ success: false, err_code: 'E4001', err_msg: message, data: null }, { status }),
    ),
  );
}
