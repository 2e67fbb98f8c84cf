/**
 * Cuts a data answer into what the markdown renders and the chart blocks that are not markdown: DB-GPT's
 * `<chart-view content="…" />` element (written after the model's words) and the `chat_dashboard` report,
 * whose whole text is JSON. Fenced `vis-*` chart blocks stay in the markdown (MarkdownPre draws them).
 */
export type AnswerPart =
  | { kind: 'markdown'; text: string }
  | { kind: 'chart-view'; element: string }
  | { kind: 'report'; text: string }
  /** A chart block still arriving: a placeholder, never its half-written text. */
  | { kind: 'pending' };

const OPEN = '<chart-view';
const CLOSE = '</chart-view>';
/** An opening tag whose quoted attribute values may hold `>`. */
const TAG = /<chart-view(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/iy;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The [start, end) character ranges of fenced code, where an element is only text. */
function fencedRanges(content: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let fence: string | null = null;
  let start = 0;
  let offset = 0;
  for (const line of content.split('\n')) {
    const opening = FENCE.exec(line);
    if (fence === null && opening) {
      fence = opening[1];
      start = offset;
    } else if (
      fence !== null &&
      line.trim().startsWith(fence) &&
      line.trim().slice(fence.length).trim() === ''
    ) {
      ranges.push([start, offset + line.length]);
      fence = null;
    }
    offset += line.length + 1;
  }
  if (fence !== null) ranges.push([start, content.length]);
  return ranges;
}

/** The length of the longest end of `content` that could still grow into `<chart-view` (0 if none). */
function partialOpeningLength(content: string): number {
  for (let length = Math.min(OPEN.length - 1, content.length); length > 0; length -= 1)
    if (OPEN.startsWith(content.slice(-length).toLowerCase())) return length;
  return 0;
}

function pushMarkdown(parts: AnswerPart[], text: string): void {
  if (text.trim()) parts.push({ kind: 'markdown', text });
}

const REPORT_START = /^\s*\{\s*"(?:conv_uid|template_name|charts)"/;

function isReportText(answer: string): boolean {
  return REPORT_START.test(answer) || (answer.trimStart().startsWith('{') && /"charts"\s*:/.test(answer));
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function splitChartAnswer(answer: string, streaming: boolean): AnswerPart[] {
  if (isReportText(answer)) {
    if (streaming && !parsesAsJson(answer)) return [{ kind: 'pending' }];
    return [{ kind: 'report', text: answer.trim() }];
  }
  const parts: AnswerPart[] = [];
  const fenced = fencedRanges(answer);
  const inFence = (at: number) => fenced.some(([start, end]) => at >= start && at < end);
  const lower = answer.toLowerCase();
  let from = 0;
  let search = 0;
  for (;;) {
    const at = lower.indexOf(OPEN, search);
    if (at < 0) break;
    search = at + OPEN.length;
    if (inFence(at)) continue;
    TAG.lastIndex = at;
    const tag = TAG.exec(answer);
    if (!tag) {
      // Not closed yet: while streaming it is still arriving; once finished it was never a tag.
      if (!streaming) continue;
      pushMarkdown(parts, answer.slice(from, at));
      parts.push({ kind: 'pending' });
      return parts;
    }
    let end = at + tag[0].length;
    if (!tag[0].endsWith('/>')) {
      const close = lower.indexOf(CLOSE, end);
      if (close >= 0) end = close + CLOSE.length;
    }
    pushMarkdown(parts, answer.slice(from, at));
    parts.push({ kind: 'chart-view', element: answer.slice(at, end) });
    from = end;
    search = end;
  }
  const rest = answer.slice(from);
  const held = streaming ? partialOpeningLength(rest) : 0;
  pushMarkdown(parts, held ? rest.slice(0, -held) : rest);
  return parts;
}
