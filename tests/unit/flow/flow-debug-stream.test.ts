import { waitFor } from '@testing-library/react';
import { streamFlowDebug, type FlowDebugHandlers } from '@/client/flow-debug-stream';
import type { FlowDebugRequest, FlowNodeTrace } from '@/contract/flow/debug';
import i18n from '@/locales/i18n';
import { nodeFrame, refuseDebug, serveDebugStream, textFrame } from './debug-harness';

const body: FlowDebugRequest = {
  flow: { name: 'draft', flow_data: { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } } },
  request: { model: 'gpt-4o', messages: 'hello', stream: true },
  trace: true,
};

function recorder() {
  const events: string[] = [];
  const texts: string[] = [];
  const traces: FlowNodeTrace[] = [];
  const errors: string[] = [];
  const handlers: FlowDebugHandlers = {
    onNode: (trace) => {
      events.push(`node ${trace.node_id} ${trace.status}`);
      traces.push(trace);
    },
    onText: (text) => {
      events.push('text');
      texts.push(text);
    },
    onDone: () => events.push('done'),
    onError: (message) => {
      events.push('error');
      errors.push(message);
    },
    onClose: () => events.push('close'),
  };
  return { events, texts, traces, errors, handlers };
}

beforeEach(() => i18n.changeLanguage('en'));

describe('streamFlowDebug', () => {
  it('posts the flow and test input, hands over node traces and the growing answer until the stream closes', async () => {
    const served = serveDebugStream();
    const seen = recorder();
    const done = streamFlowDebug(body, seen.handlers);
    await waitFor(() => expect(served.calls).toHaveLength(1));
    const stream = served.stream();
    stream.send(nodeFrame({ node_id: 'trigger_0', status: 'running', input: null }));
    stream.send(
      nodeFrame({ node_id: 'trigger_0', status: 'done', output: { messages: 'hello' }, duration_ms: 3 }),
    );
    // A frame cut in two, and a multi-line answer with its newlines escaped.
    stream.send('data:Hel');
    stream.send('lo\n\n');
    stream.send(textFrame('Hello\nworld'));
    stream.close();
    await done;

    expect(served.calls[0].body).toEqual(body);
    expect(served.calls[0].language).toBe('en');
    expect(seen.traces[1]).toEqual({
      node_id: 'trigger_0',
      status: 'done',
      output: { messages: 'hello' },
      duration_ms: 3,
    });
    expect(seen.texts).toEqual(['Hello', 'Hello\nworld']);
    expect(seen.events).toEqual([
      'node trigger_0 running',
      'node trigger_0 done',
      'text',
      'text',
      'done',
      'close',
    ]);
  });

  it('reports a [SERVER_ERROR] frame once, with a failed node before it', async () => {
    const served = serveDebugStream();
    const seen = recorder();
    const done = streamFlowDebug(body, seen.handlers);
    await waitFor(() => expect(served.calls).toHaveLength(1));
    served.stream().send(
      nodeFrame({
        node_id: 'llm_0',
        status: 'failed',
        error: 'The model is not running',
        duration_ms: 12,
      }) + 'data:[SERVER_ERROR]The model is not running\n\ndata:ignored\n\n',
    );
    await done;
    expect(seen.errors).toEqual(['The model is not running']);
    expect(seen.events).toEqual(['node llm_0 failed', 'error', 'close']);
  });

  it('tells a refusal before the stream with the server’s message, and a bare status otherwise', async () => {
    refuseDebug('The flow must have exactly one leaf node');
    const refused = recorder();
    await streamFlowDebug(body, refused.handlers);
    expect(refused.errors).toEqual(['The flow must have exactly one leaf node']);
    expect(refused.events).toEqual(['error', 'close']);

    await i18n.changeLanguage('zh');
    refuseDebug('', 503);
    const unavailable = recorder();
    await streamFlowDebug(body, unavailable.handlers);
    expect(unavailable.errors).toEqual([i18n.t('request:httpStatus', { status: 503 })]);
    expect(unavailable.errors[0]).toContain('503');
    expect(unavailable.errors[0]).not.toContain('The server answered');
  });

  it('ends quietly when the caller aborts mid-run', async () => {
    const served = serveDebugStream();
    const seen = recorder();
    const controller = new AbortController();
    const done = streamFlowDebug(
      body,
      { ...seen.handlers, onText: (text) => (seen.handlers.onText(text), controller.abort()) },
      { signal: controller.signal },
    );
    await waitFor(() => expect(served.calls).toHaveLength(1));
    served.stream().send(textFrame('first'));
    await done;
    served.stream().send(textFrame('second'));
    expect(seen.texts).toEqual(['first']);
    expect(seen.events).toEqual(['text', 'close']);
  });
});
