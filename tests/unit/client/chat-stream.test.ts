import { streamChatCompletion } from '@/client/chat-stream';
import { STORAGE_KEYS } from '@/utils/storage-keys';
import { cumulative, delta, frame, recorder, request, serveStream } from './stream-fixtures';
import { useTestLanguage } from './test-i18n';

beforeEach(() => useTestLanguage('en'));

describe('streamChatCompletion request', () => {
  it('posts the JSON body with the user-id, accept and content-type headers', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({ nick_name: 'dbgpt', user_id: 'alice' }),
    );
    const captured = serveStream(cumulative('ok'));
    const user_input = {
      role: 'user' as const,
      content: [
        { type: 'text' as const, text: 'describe' },
        { type: 'image_url' as const, image_url: { url: '/f.png' } },
      ],
    };
    await streamChatCompletion({ ...request, user_input }, recorder().handlers);
    expect(captured).toHaveLength(1);
    expect(captured[0].body).toEqual({ ...request, user_input });
    expect(captured[0].headers.get('user-id')).toBe('alice');
    expect(captured[0].headers.get('accept')).toBe('text/event-stream');
    expect(captured[0].headers.get('content-type')).toBe('application/json');
  });

  it('posts to another endpoint when asked', async () => {
    const captured = serveStream(cumulative('ok'), 5, '/api/v1/chat/react-agent');
    await streamChatCompletion(request, recorder().handlers, { url: '/api/v1/chat/react-agent' });
    expect(new URL(captured[0].url).pathname).toBe('/api/v1/chat/react-agent');
  });
});

describe('streamChatCompletion frame formats', () => {
  it('replaces content with each cumulative JSON frame and finishes when the stream closes', async () => {
    serveStream(
      cumulative('数据') +
        cumulative('数据库有 3 张表\n- users') +
        cumulative('数据库有 3 张表\n- users\n- orders'),
      7,
    );
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.messages.map((message) => message.content)).toEqual([
      '数据',
      '数据库有 3 张表\n- users',
      '数据库有 3 张表\n- users\n- orders',
    ]);
    expect(rec.events).toEqual(['message', 'message', 'message', 'done', 'close']);
  });

  it('reads raw text frames with escaped newlines, with and without the space after data:', async () => {
    serveStream(frame('Hello', '') + frame('Hello\\nworld', '') + frame('Hello\\nworld\\n你好'), 3);
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.last()).toEqual({ content: 'Hello\nworld\n你好' });
    expect(rec.events.slice(-2)).toEqual(['done', 'close']);
  });

  it('appends incremental deltas and finishes at [DONE], ignoring anything after it', async () => {
    serveStream(
      delta(null) + delta('The') + delta(' answer') + delta(' is 42.') + frame('[DONE]') + delta(' extra'),
      4,
    );
    const rec = recorder();
    await streamChatCompletion({ ...request, incremental: true }, rec.handlers);
    expect(rec.messages.map((message) => message.content)).toEqual([
      'The',
      'The answer',
      'The answer is 42.',
    ]);
    expect(rec.events.filter((event) => event === 'done')).toHaveLength(1);
    expect(rec.events.at(-1)).toBe('close');
  });

  it('delivers reasoning alongside the answer', async () => {
    serveStream(delta(null, 'Let me ') + delta(null, 'think.') + delta('Yes.') + frame('[DONE]'), 6);
    const rec = recorder();
    await streamChatCompletion({ ...request, incremental: true }, rec.handlers);
    expect(rec.messages).toEqual([
      { content: '', reasoning: 'Let me ' },
      { content: '', reasoning: 'Let me think.' },
      { content: 'Yes.', reasoning: 'Let me think.' },
    ]);
  });

  it('delivers reasoning of cumulative frames', async () => {
    serveStream(cumulative('Yes', 'Because'), 9);
    const rec = recorder();
    await streamChatCompletion(request, rec.handlers);
    expect(rec.last()).toEqual({ content: 'Yes', reasoning: 'Because' });
  });

  it('replaces with each agent vis frame and finishes at the vis [DONE] with its trailing space', async () => {
    const vis1 = '```agent-plans\n[{"name":"step 1"}]\n```';
    const vis2 = `${vis1}\n\`\`\`agent-messages\n[{"markdown":"done"}]\n\`\`\``;
    serveStream(
      frame(JSON.stringify({ vis: vis1 }), '') +
        frame(JSON.stringify({ context_status: { used: 10, budget: 100, state: 'normal' } }), '') +
        frame(JSON.stringify({ vis: vis2 }), '') +
        `data:{"vis": "[DONE]"} \n\n` +
        `data:{"vis": "[DONE]"} \n\n`,
      11,
    );
    const rec = recorder();
    await streamChatCompletion({ ...request, chat_mode: 'chat_agent', app_code: 'app-1' }, rec.handlers);
    expect(rec.messages.map((message) => message.content)).toEqual([vis1, vis2]);
    expect(rec.events).toEqual(['message', 'message', 'done', 'close']);
  });
});
