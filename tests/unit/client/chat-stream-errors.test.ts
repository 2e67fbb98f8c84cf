import { http as mock, HttpResponse } from 'msw';
import { streamChatCompletion } from '@/client/chat-stream';
import { server } from '../msw-server';
import { chunkedBody, cumulative, frame, recorder, request, serveStream } from './stream-fixtures';
import { useTestLanguage } from './test-i18n';

beforeEach(() => useTestLanguage('en'));

describe('streamChatCompletion errors', () => {
  it.each([
    ['[SERVER_ERROR]', 'flow node failed'],
    ['[LLM_ERROR]', 'the model returned nothing'],
    ['[ERROR]', 'quota exceeded'],
  ])('reports the text after %s once and does not finish', async (marker, text) => {
    serveStream(cumulative('partial') + frame(`${marker}${text}`) + cumulative('never shown'), 4);
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual([text]);
    expect(rec.events).toEqual(['message', 'error', 'close']);
  });

  it('reports a flow failure carried inside a JSON frame', async () => {
    serveStream(cumulative('[SERVER_ERROR]domain flow failed'));
    const rec = recorder();
    await streamChatCompletion(
      { ...request, chat_mode: 'chat_flow', select_param: 'flow-uid' },
      rec.handlers,
    );
    expect(rec.errors).toEqual(['domain flow failed']);
  });

  it('uses a localised sentence when a marker carries no text', async () => {
    await useTestLanguage('zh');
    serveStream(frame('[SERVER_ERROR]'));
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual(['回答生成失败，请稍后再试。']);
  });

  it('reads a JSON envelope answer once: an error', async () => {
    server.use(
      mock.post('*/api/v1/chat/completions', () =>
        HttpResponse.json({ success: false, err_code: 'E0003', err_msg: 'model not found', data: null }),
      ),
    );
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual(['model not found']);
    expect(rec.events).toEqual(['error', 'close']);
  });

  it('reads a JSON envelope answer once: the answer', async () => {
    server.use(
      mock.post('*/api/v1/chat/completions', () =>
        HttpResponse.json({ success: true, err_code: null, err_msg: null, data: 'short answer' }),
      ),
    );
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.messages).toEqual([{ content: 'short answer' }]);
    expect(rec.events).toEqual(['message', 'done', 'close']);
  });

  it('reports the err_msg of an HTTP 400 envelope', async () => {
    server.use(
      mock.post('*/api/v1/chat/completions', () =>
        HttpResponse.json(
          {
            success: false,
            err_code: 'E0001',
            err_msg: 'body.temperature:Input should be a valid number;',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual(['body.temperature:Input should be a valid number;']);
    expect(rec.events).toEqual(['error', 'close']);
  });

  it('reports the status of a non-200 answer without an envelope', async () => {
    server.use(
      mock.post('*/api/v1/chat/completions', () => HttpResponse.text('Method Not Allowed', { status: 405 })),
    );
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual(['The server answered with status 405.']);
  });

  it('reports an unreachable server', async () => {
    server.use(mock.post('*/api/v1/chat/completions', () => HttpResponse.error()));
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.errors).toEqual(['Cannot reach the server. Check your network connection and try again.']);
    expect(rec.events).toEqual(['error', 'close']);
  });
});

describe('streamChatCompletion abort', () => {
  it('ends quietly when the caller aborts midway', async () => {
    server.use(
      mock.post(
        '*/api/v1/chat/completions',
        () =>
          new HttpResponse(chunkedBody(cumulative('first part') + 'data: {"id":"x","choi', 8, true), {
            headers: { 'Content-Type': 'text/event-stream' },
          }),
      ),
    );
    const controller = new AbortController();
    const rec = recorder();
    const onMessage = rec.handlers.onMessage;
    await streamChatCompletion(
      request,
      {
        ...rec.handlers,
        onMessage: (message) => {
          onMessage(message);
          controller.abort();
        },
      },
      { signal: controller.signal },
    );
    expect(rec.messages).toEqual([{ content: 'first part' }]);
    expect(rec.events).toEqual(['message', 'close']);
  });

  it('ends quietly when aborted before the answer starts', async () => {
    const controller = new AbortController();
    controller.abort();
    serveStream(cumulative('never'));
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers, { signal: controller.signal });
    expect(rec.events).toEqual(['close']);
  });

  it('passes on what a handler throws, after closing', async () => {
    serveStream(cumulative('boom'));
    const rec = recorder();
    const failure = new Error('render failed');
    const run = streamChatCompletion(request, {
      ...rec.handlers,
      onMessage: () => {
        throw failure;
      },
    });
    await expect(run).rejects.toBe(failure);
    expect(rec.events).toEqual(['close']);
  });
});
