const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`]*?\1/g;
const DISPLAY_MATH = /(^|\n)([ \t]*)\\\[([\s\S]+?)\\\]|\\\[([^\n]+?)\\\]/g;
const INLINE_MATH = /\\\(([^\n]+?)\\\)/g;

function convertProse(prose: string): string {
  let result = '';
  let last = 0;
  // Inline code keeps its backslashes: only the text between code spans is converted.
  for (const code of prose.matchAll(INLINE_CODE)) {
    result += convertText(prose.slice(last, code.index)) + code[0];
    last = code.index + code[0].length;
  }
  return result + convertText(prose.slice(last));
}

function convertText(text: string): string {
  return text
    .replace(
      DISPLAY_MATH,
      (_match, lineStart: string | undefined, indent: string | undefined, block, inline) =>
        block !== undefined ? `${lineStart}${indent}$$\n${String(block).trim()}\n$$` : `$$${inline}$$`,
    )
    .replace(INLINE_MATH, (_match, math: string) => `$${math}$`);
}

/**
 * Many models (DeepSeek and Qwen among them) write LaTeX between `\[ \]` and `\( \)`, which markdown
 * reads as escaped brackets. They become `$$` and `$` delimiters, outside code only.
 */
export function normaliseMathDelimiters(markdown: string): string {
  if (!markdown.includes('\\[') && !markdown.includes('\\(')) return markdown;
  const lines = markdown.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  let fence: string | null = null;
  const flushProse = () => {
    if (prose.length > 0) out.push(convertProse(prose.join('\n')));
    prose = [];
  };
  for (const line of lines) {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (fence === null && marker) {
      flushProse();
      fence = marker;
      out.push(line);
    } else if (fence !== null) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = null;
    } else {
      prose.push(line);
    }
  }
  flushProse();
  return out.join('\n');
}
