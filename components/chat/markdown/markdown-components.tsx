import { lazy, Suspense, type ComponentProps } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { ChartBlock } from '@/components/chat/chart';
import { AGENT_FENCE_LANGUAGES, type AgentFenceLanguage } from '@/contract/constants/agent-vis';
import { CHART_FENCE_LANGUAGES, type ChartFenceLanguage } from '@/contract/constants/chart-block';
import { CodeBlock } from './code-block';
import { readCodeBlock } from './hast-code';
import { MarkdownImage } from './markdown-image';
import { useIsStreaming } from './streaming-context';
import { ThinkingBlock } from './thinking-block';

function isChartFence(language: string | null): language is ChartFenceLanguage {
  return (CHART_FENCE_LANGUAGES as readonly string[]).includes(language ?? '');
}

function isAgentFence(language: string | null): language is AgentFenceLanguage {
  return (AGENT_FENCE_LANGUAGES as readonly string[]).includes(language ?? '');
}

// Agent answers only: their blocks load the first time one is shown.
const AgentBlock = lazy(() => import('@/components/chat/agent/agent-block'));

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & ExtraProps) {
  // The URL filter empties unsafe addresses (javascript:, vbscript:, data:...): such a link is inert text.
  if (!href) return <span>{children}</span>;
  // Footnote references jump within the message.
  if (href.startsWith('#'))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <a href={href} {...rest} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function MarkdownPre({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const streaming = useIsStreaming();
  const source = node ? readCodeBlock(node) : null;
  if (!source) return <pre>{children}</pre>;
  const { language, text } = source;
  if (language === 'vis-thinking') {
    return (
      <ThinkingBlock>
        <p className="whitespace-pre-wrap">{text}</p>
      </ThinkingBlock>
    );
  }
  if (isAgentFence(language))
    return (
      <Suspense fallback={<CodeBlock code={text} language={language} plain />}>
        <AgentBlock language={language} body={text} />
      </Suspense>
    );
  if (isChartFence(language))
    return <ChartBlock source={{ from: 'fence', language, body: text }} streaming={streaming} />;
  return <CodeBlock code={text} language={language} plain={language?.startsWith('vis-')} />;
}

function InlineCode({ node: _node, className, ...rest }: ComponentProps<'code'> & ExtraProps) {
  return (
    <code
      {...rest}
      className={`rounded bg-black/[0.06] px-1 py-0.5 font-mono text-[0.9em] dark:bg-white/10 ${className ?? ''}`}
    />
  );
}

function MarkdownTable({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) {
  return (
    <div className="my-3 max-w-full overflow-x-auto">
      <table {...rest} />
    </div>
  );
}

/** Stable across renders so react-markdown never remounts the blocks of a streaming message. */
export const MARKDOWN_COMPONENTS: Components = {
  a: MarkdownLink,
  pre: MarkdownPre,
  code: InlineCode,
  img: MarkdownImage,
  table: MarkdownTable,
};
