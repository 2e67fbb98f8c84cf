import { http, HttpResponse } from 'msw';
import { streamPromptDebug } from '@/client/prompt-debug-stream';
import type { PromptDebugRequest } from '@/contract/prompt';
import i18n from '@/locales/i18n';
import { server } from '../msw-server';
import { ME, openStream, serveDebug, signIn } from './prompt-fixtures';

const body: PromptDebugRequest = {
  prompt_type: 'Normal',
  content: 'Say {word}',
  input_values: { word: 'hi' },
  temperature: 0.5,
  debug_model: 'gpt-4o',
  user_input: 'go',
};

function recorder() {
  const events: string[] = [];
  const texts: string[] = [];
  const errors: string[] = [];
  return {
    events,
    texts,
    errors,
    handlers: {
      onText: (text: string) => {
        events.push('text');
        texts.push(text);
      },
      onDone: () => events.push('done'),
      onError: (message: string) => {
        events.push('error');
        errors.push(message);
      },
      onClose: () => events.push('close'),
    },
  };
}

beforeEach(async () => {
  signIn();
  await i18n.changeLanguage('en');
});

describe('streamPromptDebug', () => {
  it('posts the body with the user id and delivers each whole text until [DONE]', async () => {
    const stream = openStream();
    const calls = serveDebug(() => stream.body);
    const seen = recorder();
    const done = streamPromptDebug(body, seen.handlers);
    stream.send('data:Hel');
    stream.send('lo\n\ndata: Hello world\n\n');
    stream.send('data:[DONE]\n\ndata:ignored after done\n\n');
    await done;
    expect(calls[0].body).toEqual(body);
    expect(calls[0].userId).toBe(ME);
    expect(seen.texts).toEqual(['Hello', 'Hello world']);
    expect(seen.events).toEqual(['text', 'text', 'done', 'close']);
  });

  it('turns the escaped newlines of older servers into real ones', async () => {
    serveDebug(() => {
      const stream = openStream();
      stream.send('data:line one\\nline two\n\ndata:[DONE]\n\n');
      stream.close();
      return stream.body;
    });
    const seen = recorder();
    await streamPromptDebug(body, seen.handlers);
    expect(seen.texts).toEqual(['line one\nline two']);
  });

  it('reports an error marker once and stops', async () => {
    serveDebug(() => {
      const stream = openStream();
      stream.send('data:partial\n\ndata:[ERROR]model is not available\n\ndata:more\n\n');
      stream.close();
      return stream.body;
    });
    const seen = recorder();
    await streamPromptDebug(body, seen.handlers);
    expect(seen.errors).toEqual(['model is not available']);
    expect(seen.events).toEqual(['text', 'error', 'close']);
  });

  it('shows the envelope message of an HTTP failure', async () => {
    server.use(
      http.post('*/prompt/template/debug', () =>
        HttpResponse.json(
          { success: false, err_code: 'E0001', err_msg: 'user_input is required', data: null },
          { status: 400 },
        ),
      ),
    );
    const seen = recorder();
    await streamPromptDebug(body, seen.handlers);
    expect(seen.errors).toEqual(['user_input is required']);
    expect(seen.events).toEqual(['error', 'close']);
  });

  it('ends quietly when the caller aborts mid-answer', async () => {
    const stream = openStream();
    serveDebug(() => stream.body);
    const seen = recorder();
    const controller = new AbortController();
    const done = streamPromptDebug(
      body,
      {
        ...seen.handlers,
        onText: (text) => {
          seen.handlers.onText(text);
          controller.abort();
        },
      },
      { signal: controller.signal },
    );
    stream.send('data:first\n\n');
    await done;
    stream.send('data:second\n\n');
    expect(seen.texts).toEqual(['first']);
    expect(seen.events).toEqual(['text', 'close']);
  });
});
