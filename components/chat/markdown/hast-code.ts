import type { Element, ElementContent } from 'hast';

export interface CodeSource {
  /** The fence's info string (`python`, `vis-chart`...), or null for a bare fence. */
  language: string | null;
  text: string;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function languageOf(code: Element): string | null {
  const className = code.properties.className;
  const classes = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? [className]
      : [];
  const language = classes.find((name) => name.startsWith('language-'));
  return language ? language.slice('language-'.length) : null;
}

/** The language and text of a `<pre><code>` block as remark produced it; null when `pre` holds no code. */
export function readCodeBlock(pre: Element): CodeSource | null {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return null;
  // The fence's closing line leaves one trailing newline that is not part of the code.
  return { language: languageOf(code), text: code.children.map(textOf).join('').replace(/\n$/, '') };
}
