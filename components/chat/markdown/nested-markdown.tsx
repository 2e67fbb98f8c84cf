import { createContext, useContext, type ComponentType } from 'react';

/** Renders a markdown text (a message body, a plan step's result). */
export type MarkdownRenderer = ComponentType<{ content: string }>;

function PlainText({ content }: { content: string }) {
  return <p className="whitespace-pre-wrap">{content}</p>;
}

/**
 * `MarkdownBody` provides itself here, so the blocks it shows (an agent's messages and plan) render their
 * own markdown without importing it: that import would close a circle (markdown → agent block → markdown).
 */
export const NestedMarkdownContext = createContext<MarkdownRenderer>(PlainText);

/** Markdown inside a block that markdown itself shows. */
export function NestedMarkdown({ content }: { content: string }) {
  const Renderer = useContext(NestedMarkdownContext);
  return <Renderer content={content} />;
}
