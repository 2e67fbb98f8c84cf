/** Reading the project's Markdown the way a reader on GitHub sees it: its links and its headings' anchors. */

export interface MarkdownLink {
  /** The line the link is on, 1-based, for the failure message. */
  line: number;
  target: string;
}

/** The lines outside fenced code blocks, with their 1-based numbers (a link in a code block is not a link). */
function linesOutsideCodeBlocks(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** Every `[text](target)` and `![alt](target)`, code spans and code blocks left out. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of linesOutsideCodeBlocks(markdown)) {
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ line, target: match[1] ?? '' });
    }
  }
  return links;
}

/** GitHub's anchor for a heading: lower case, code marks and punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings get, a repeated heading numbered as GitHub numbers it (`-1`, `-2`…). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of linesOutsideCodeBlocks(markdown)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const anchor = headingAnchor(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}
