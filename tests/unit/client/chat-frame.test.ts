import { applyChatFrame, EMPTY_CHAT_STREAM_STATE, parseChatFrame, type ChatFrame } from '@/client/chat-frame';

const completion = (content: string, reasoning: string | null = null) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content, reasoning_content: reasoning } }],
    usage: {},
  });
const delta = (content: string | null, reasoning: string | null = null) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    model: 'm',
    choices: [{ index: 0, delta: { role: 'assistant', content, reasoning_content: reasoning } }],
  });

describe('parseChatFrame', () => {
  it('reads a cumulative JSON frame as a snapshot with real newlines kept', () => {
    expect(parseChatFrame(completion('Line 1\nLine 2'))).toEqual({
      kind: 'snapshot',
      content: 'Line 1\nLine 2',
    });
  });

  it('keeps JSON escapes inside embedded vis blocks of a multi-line answer', () => {
    const content = '```vis-chart\n{"sql": "SELECT 1\\nFROM t"}\n```';
    expect(parseChatFrame(completion(content))).toEqual({ kind: 'snapshot', content });
  });

  it('unescapes a flow frame whose newlines all arrive as backslash-n', () => {
    expect(parseChatFrame(completion('Step 1\\nStep 2'))).toEqual({
      kind: 'snapshot',
      content: 'Step 1\nStep 2',
    });
  });

  it('carries reasoning_content of a cumulative frame', () => {
    expect(parseChatFrame(completion('Answer', 'Thinking'))).toEqual({
      kind: 'snapshot',
      content: 'Answer',
      reasoning: 'Thinking',
    });
  });

  it('reads raw text frames of older servers and unescapes their newlines', () => {
    expect(parseChatFrame('Hello\\nworld')).toEqual({ kind: 'snapshot', content: 'Hello\nworld' });
  });

  it('reads a delta frame, treating null parts as empty', () => {
    expect(parseChatFrame(delta('Hel'))).toEqual({ kind: 'delta', content: 'Hel', reasoning: '' });
    expect(parseChatFrame(delta(null, 'hmm'))).toEqual({ kind: 'delta', content: '', reasoning: 'hmm' });
  });

  it('recognises [DONE] bare and inside a vis frame with its trailing space', () => {
    expect(parseChatFrame('[DONE]')).toEqual({ kind: 'done' });
    expect(parseChatFrame('{"vis": "[DONE]"} ')).toEqual({ kind: 'done' });
  });

  it('reads agent vis frames as snapshots', () => {
    expect(parseChatFrame(JSON.stringify({ vis: '```agent-plans\n[]\n```' }))).toEqual({
      kind: 'snapshot',
      content: '```agent-plans\n[]\n```',
    });
  });

  it.each([
    ['[SERVER_ERROR]flow failed', 'flow failed'],
    ['[LLM_ERROR] model produced nothing', 'model produced nothing'],
    ['[ERROR]bad', 'bad'],
  ])('turns the marker payload %s into an error', (payload, message) => {
    expect(parseChatFrame(payload)).toEqual({ kind: 'error', message });
  });

  it('detects a marker at the start of a JSON frame content', () => {
    expect(parseChatFrame(completion('[SERVER_ERROR]domain flow failed'))).toEqual({
      kind: 'error',
      message: 'domain flow failed',
    });
  });

  it('turns an error envelope into an error', () => {
    expect(parseChatFrame('{"success":false,"err_code":"E0001","err_msg":"bad mode"}')).toEqual({
      kind: 'error',
      message: 'bad mode',
    });
  });

  it('skips telemetry, question events and empty payloads', () => {
    expect(parseChatFrame('{"context_status":{"used":1,"budget":10}}')).toEqual({ kind: 'skip' });
    expect(parseChatFrame('{"type":"question.asked","request_id":"r"}')).toEqual({ kind: 'skip' });
    expect(parseChatFrame('  ')).toEqual({ kind: 'skip' });
  });

  it('shows other JSON (an old one-shot dashboard report) as the answer itself', () => {
    const report = '{"type":"report","charts":[]}';
    expect(parseChatFrame(report)).toEqual({ kind: 'snapshot', content: report });
  });
});

describe('applyChatFrame', () => {
  it('replaces on snapshots and appends deltas', () => {
    const frames: ChatFrame[] = [
      { kind: 'snapshot', content: 'The' },
      { kind: 'snapshot', content: 'The answer' },
      { kind: 'delta', content: ' is', reasoning: 'r1' },
      { kind: 'delta', content: ' 42.', reasoning: 'r2' },
      { kind: 'done' },
    ];
    const final = frames.reduce(applyChatFrame, EMPTY_CHAT_STREAM_STATE);
    expect(final).toEqual({ content: 'The answer is 42.', reasoning: 'r1r2' });
  });
});
