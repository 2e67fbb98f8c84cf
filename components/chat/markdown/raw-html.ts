import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * What raw HTML in an answer becomes. A model's HTML is shown as the text it wrote, never parsed, with
 * three exceptions a reader would not want to see as tags: a `<br>` (common in table cells) stays a line
 * break, comments are dropped, and DB-GPT's own markup — `<span style="color:red">ERROR!</span>` in its
 * error answers — becomes a span coloured by one of our classes. No attribute of the model's is kept: the
 * colour is read from the style and mapped to a class that the sanitiser allows on spans.
 */

const TONE_CLASSES = {
  red: ['text-red-600', 'dark:text-red-400'],
  green: ['text-green-600', 'dark:text-green-400'],
  orange: ['text-amber-600', 'dark:text-amber-400'],
  blue: ['text-blue-600', 'dark:text-blue-400'],
  gray: ['opacity-70'],
} as const;
type Tone = keyof typeof TONE_CLASSES;

/** Every class a coloured span may carry, for the sanitiser's schema. */
export const TONE_CLASS_NAMES: readonly string[] = Object.values(TONE_CLASSES).flat();

const COLOUR_NAMES: Record<string, Tone> = {
  red: 'red',
  '#f00': 'red',
  '#ff0000': 'red',
  green: 'green',
  orange: 'orange',
  blue: 'blue',
  gray: 'gray',
  grey: 'gray',
};

const LINE_BREAK_TAG = /^<br\s*\/?>$/i;
const HTML_COMMENT = /^<!--[\s\S]*-->$/;
const SPAN_OPEN = /^<span\s+style\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')\s*>$/i;
const SPAN_CLOSE = /^<\/span\s*>$/i;
const COLOUR_STYLE = /^\s*color\s*:\s*([#a-z0-9]+)\s*;?\s*$/i;
const TAG = /(<[^<>]*>)/;

type Token =
  | { kind: 'node'; node: RootContent }
  /** `tone` null: a colour we do not map; the span is kept without colour. */
  | { kind: 'open'; tone: Tone | null }
  | { kind: 'close'; tag: string };

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** The tokens of one safe tag, or null when the tag is not one DB-GPT writes. */
function safeTag(tag: string): Token[] | null {
  if (HTML_COMMENT.test(tag)) return [];
  if (LINE_BREAK_TAG.test(tag))
    return [{ kind: 'node', node: { type: 'element', tagName: 'br', properties: {}, children: [] } }];
  if (SPAN_CLOSE.test(tag)) return [{ kind: 'close', tag }];
  const open = SPAN_OPEN.exec(tag);
  if (!open) return null;
  const colour = COLOUR_STYLE.exec(open[1] ?? open[2] ?? '');
  if (!colour) return null;
  return [{ kind: 'open', tone: COLOUR_NAMES[colour[1].toLowerCase()] ?? null }];
}

/** A raw node as tokens: safe tags (and plain text between them), or else the whole of it as text. */
function rawTokens(value: string): Token[] {
  const tag = safeTag(value.trim());
  if (tag) return tag;
  // A block of HTML: kept only when it is nothing but safe tags and plain text.
  const tokens: Token[] = [];
  for (const [index, piece] of value.split(TAG).entries()) {
    const isTag = index % 2 === 1;
    const safe = isTag ? safeTag(piece) : null;
    if (isTag && !safe) return [{ kind: 'node', node: text(value) }];
    if (!isTag && /[<>&]/.test(piece)) return [{ kind: 'node', node: text(value) }];
    if (safe) tokens.push(...safe);
    else if (piece) tokens.push({ kind: 'node', node: text(piece) });
  }
  return tokens;
}

function isElementContent(node: RootContent): node is ElementContent {
  return node.type !== 'doctype';
}

function colouredSpan(tone: Tone | null, children: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: tone ? { className: [...TONE_CLASSES[tone]] } : {},
    children: children.filter(isElementContent),
  };
}

interface Frame {
  tone: Tone | null;
  children: RootContent[];
}

/**
 * The children of one parent with their raw HTML resolved. A safe span opened and closed among the same
 * siblings wraps what lies between; one left open loses its tag and keeps its text. A `</span>` that
 * closes no safe span belongs to some other HTML and stays text, like it.
 */
function resolveChildren<T extends RootContent>(children: T[]): Array<T | ElementContent> {
  const root: Frame = { tone: null, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1];
  for (const child of children) {
    if (child.type === 'element') child.children = resolveChildren(child.children);
    const tokens: Token[] = child.type === 'raw' ? rawTokens(child.value) : [{ kind: 'node', node: child }];
    for (const token of tokens) {
      if (token.kind === 'node') top().children.push(token.node);
      else if (token.kind === 'open') stack.push({ tone: token.tone, children: [] });
      else if (stack.length === 1) top().children.push(text(token.tag));
      else {
        const frame = stack.pop() as Frame;
        top().children.push(colouredSpan(frame.tone, frame.children));
      }
    }
  }
  while (stack.length > 1) {
    const frame = stack.pop() as Frame;
    top().children.push(...frame.children);
  }
  return root.children as Array<T | ElementContent>;
}

const ANY_TAG = /<[^<>]*>/g;

/** The text as plain text, DB-GPT's safe tags taken out (a line break for `<br>`), any other HTML kept. */
export function withoutSafeTags(value: string): string {
  return value.replace(ANY_TAG, (tag) => {
    const tokens = safeTag(tag);
    if (!tokens) return tag;
    return tokens.some((token) => token.kind === 'node') ? '\n' : '';
  });
}

/** Resolves raw HTML from the markdown (see above) before anything else sees it. */
export function rehypeRawAsText() {
  return (tree: Root) => {
    tree.children = resolveChildren(tree.children);
  };
}
