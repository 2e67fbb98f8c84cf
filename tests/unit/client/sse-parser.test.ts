import { createSseParser } from '@/client/sse-parser';

function parseAll(chunks: string[]): string[] {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return events;
}

/** Every way of cutting `text` into two pieces must parse like the whole. */
function everySplit(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, cut) => parseAll([text.slice(0, cut), text.slice(cut)]));
}

describe('createSseParser', () => {
  it('delivers one event per blank-line-terminated frame, with or without the space after data:', () => {
    expect(parseAll(['data:first\n\ndata: second\n\n'])).toEqual(['first', 'second']);
  });

  it('strips only one leading space', () => {
    expect(parseAll(['data:   indented\n\n'])).toEqual(['  indented']);
  });

  it('joins multi-line data with newlines', () => {
    expect(parseAll(['data: line one\ndata: line two\ndata:\n\n'])).toEqual(['line one\nline two\n']);
  });

  it('accepts CRLF and CR line endings', () => {
    expect(parseAll(['data: a\r\n\r\ndata: b\r\rdata: c\n\n'])).toEqual(['a', 'b', 'c']);
  });

  it('ignores comments and other fields', () => {
    expect(parseAll([': keep-alive\nevent: message\nid: 7\nretry: 1000\ndata: payload\n\n'])).toEqual([
      'payload',
    ]);
  });

  it('finds the same events wherever a chunk boundary falls', () => {
    const text = 'data: {"a":"x"}\r\n\r\ndata:second\ndata: part\n\ndata: [DONE]\r\n\r\n';
    for (const events of everySplit(text)) expect(events).toEqual(['{"a":"x"}', 'second\npart', '[DONE]']);
  });

  it('survives one character per chunk', () => {
    const text = 'data: 你好\r\n\r\ndata: world\n\n';
    expect(parseAll([...text])).toEqual(['你好', 'world']);
  });

  it('delivers a last frame the server closed without a blank line', () => {
    expect(parseAll(['data: done soon\n\ndata: tail'])).toEqual(['done soon', 'tail']);
  });

  it('delivers nothing for a stream without data', () => {
    expect(parseAll(['\n\n: ping\n\n'])).toEqual([]);
  });
});
