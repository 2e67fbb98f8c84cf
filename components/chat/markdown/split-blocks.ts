/**
 * Splits markdown at blank lines that lie outside fenced code and `$$` math blocks. While an answer
 * streams, each block renders on its own and only the last one changes, so a long answer is not
 * re-parsed whole on every frame.
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let inMath = false;

  const flush = () => {
    if (current.length) blocks.push(current.join('\n'));
    current = [];
  };

  for (const line of markdown.split('\n')) {
    const trimmed = line.trimStart();
    if (fence) {
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') fence = null;
    } else if (inMath) {
      if (trimmed.startsWith('$$')) inMath = false;
    } else {
      const opening = /^(`{3,}|~{3,})/.exec(trimmed);
      if (opening) fence = opening[1];
      else if (trimmed.startsWith('$$') && !trimmed.slice(2).includes('$$')) inMath = true;
      else if (trimmed === '') {
        flush();
        continue;
      }
    }
    current.push(line);
  }
  flush();
  return blocks;
}
