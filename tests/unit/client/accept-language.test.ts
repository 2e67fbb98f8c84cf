import { http as mock, HttpResponse } from 'msw';
import { streamChatCompletion } from '@/client/chat-stream';
import { GET, POST } from '@/client/http';
import { streamPromptDebug } from '@/client/prompt-debug-stream';
import { server } from '../msw-server';
import { recorder, request } from './stream-fixtures';
import { useTestLanguage } from './test-i18n';

/** Answers `path` (any method) and records the `Accept-Language` each request carried. */
function recordLanguages(path: string, answer: () => Response): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    mock.all(`*${path}`, ({ request: incoming }) => {
      seen.push(incoming.headers.get('accept-language'));
      return answer();
    }),
  );
  return seen;
}

const envelope = () => HttpResponse.json({ success: true, err_code: null, err_msg: null, data: null });
const eventStream = (text: string) => () =>
  new HttpResponse(text, { headers: { 'Content-Type': 'text/event-stream' } });

afterAll(() => useTestLanguage('en'));

describe('Accept-Language on API requests', () => {
  it('carries the chosen language on axios requests, read when each request goes out', async () => {
    const seen = recordLanguages('/api/v1/model/types', envelope);
    await useTestLanguage('zh');
    await GET('/api/v1/model/types');
    await useTestLanguage('en');
    await POST('/api/v1/model/types', {});
    await useTestLanguage('zh');
    await GET('/api/v1/model/types');
    expect(seen).toEqual(['zh', 'en', 'zh']);
  });

  it('carries it on the chat completion stream', async () => {
    const seen = recordLanguages('/api/v1/chat/completions', eventStream('data: [DONE]\n\n'));
    await useTestLanguage('zh');
    await streamChatCompletion(request, recorder().handlers);
    await useTestLanguage('en');
    await streamChatCompletion(request, recorder().handlers);
    expect(seen).toEqual(['zh', 'en']);
  });

  it('carries it on the prompt test stream', async () => {
    const seen = recordLanguages('/prompt/template/debug', eventStream('data:[DONE]\n\n'));
    const handlers = { onText: () => undefined, onDone: () => undefined, onError: () => undefined };
    const body = { prompt_type: 'Normal', content: 'Hi', user_input: 'go', debug_model: 'm' };
    await useTestLanguage('zh');
    await streamPromptDebug(body, handlers);
    await useTestLanguage('en');
    await streamPromptDebug(body, handlers);
    expect(seen).toEqual(['zh', 'en']);
  });
});
