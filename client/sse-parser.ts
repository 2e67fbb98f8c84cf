/** Incremental Server-Sent Events parser: feed decoded text in any chunking, receive each event's data. */
export interface SseParser {
  feed(chunk: string): void;
  /** The stream closed: an event still lacking its blank line is delivered anyway. */
  end(): void;
}

/**
 * Follows the SSE line rules the chat stream needs: events end at a blank line, lines end in LF, CRLF or CR,
 * `data:` may or may not be followed by one space (only that one is stripped), several `data:` lines join
 * with a newline, comment lines (`:`) and other fields (`event`, `id`, `retry`) are ignored.
 */
export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const data = dataLines.join('\n');
    dataLines = [];
    onData(data);
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more text.
        if (char === '\r' && index === buffer.length - 1) break;
        processLine(buffer.slice(start, index));
        if (char === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      const rest = buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
      buffer = '';
      if (rest !== '') processLine(rest);
      dispatch();
    },
  };
}
