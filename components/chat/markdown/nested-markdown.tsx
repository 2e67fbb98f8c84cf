import { createContext, useContext, type ReactNode } from 'react';

/** Renders a markdown text (a message body, a plan step's result). */
export type MarkdownRenderer = (content: string) => ReactNode;

const plainText: MarkdownRenderer = (content) => <p className="whitespace-pre-wrap">{content}</p>;

/**
 * `MarkdownBody` provides its renderer here, so the blocks it shows (an agent's messages and plan) render
 * their own markdown without importing it: that import would close a circle (markdown → agent block →
 * markdown).
 */
export const NestedMarkdownContext = createContext<MarkdownRenderer>(plainText);

/** Markdown inside a block that markdown itself shows. */
export function NestedMarkdown({ content }: { content: string }) {
  const render = useContext(NestedMarkdownContext);
  return render(content);
}
