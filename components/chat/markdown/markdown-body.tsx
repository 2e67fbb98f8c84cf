import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Options as MarkdownOptions } from 'react-markdown';
import '@/locales/areas/chat';
import { MARKDOWN_COMPONENTS } from './markdown-components';
import { markdownPlugins, safeUrl, type MarkdownPlugins } from './markdown-pipeline';
import { NestedMarkdownContext } from './nested-markdown';
import { normaliseMathDelimiters } from './normalise-math';
import { splitMarkdownBlocks } from './split-blocks';
import { useIsStreaming } from './streaming-context';
import { useMathPlugins } from './use-math-plugins';
import styles from './markdown.module.css';

type RehypeOptions = MarkdownOptions['remarkRehypeOptions'];

/** One markdown block, parsed and rendered; memoised, so an unchanged block is never parsed again. */
const MarkdownBlock = memo(function MarkdownBlock({
  content,
  options,
  plugins,
}: {
  content: string;
  options: RehypeOptions;
  plugins: MarkdownPlugins;
}) {
  return (
    <ReactMarkdown
      remarkPlugins={plugins.remarkPlugins}
      rehypePlugins={plugins.rehypePlugins}
      remarkRehypeOptions={options}
      components={MARKDOWN_COMPONENTS}
      urlTransform={safeUrl}
    >
      {normaliseMathDelimiters(content)}
    </ReactMarkdown>
  );
});

/**
 * One markdown document. While it streams it is rendered block by block so that only the growing
 * last block is re-parsed each frame; once finished it is parsed whole (footnotes and loose lists
 * need the whole document).
 */
export const MarkdownBody = memo(function MarkdownBody({ content }: { content: string }) {
  const { t } = useTranslation('chat');
  const streaming = useIsStreaming();
  const id = useId();
  const rehypeOptions = useMemo<RehypeOptions>(
    () => ({
      // Footnote ids unique to this message, so a footnote link never jumps into another message.
      clobberPrefix: `md${id.replace(/[^\w-]/g, '')}-`,
      footnoteLabel: t('markdown.footnotes'),
      footnoteBackLabel: (referenceIndex: number) =>
        t('markdown.footnote_back', { reference: referenceIndex + 1 }),
    }),
    [id, t],
  );
  const math = useMathPlugins(content);
  const plugins = useMemo(() => markdownPlugins(math), [math]);
  const blocks = useMemo(() => (streaming ? splitMarkdownBlocks(content) : [content]), [streaming, content]);
  return (
    <NestedMarkdownContext.Provider value={renderNested}>
      <div className={styles.body}>
        {blocks.map((block, index) => (
          <MarkdownBlock key={index} content={block} options={rehypeOptions} plugins={plugins} />
        ))}
      </div>
    </NestedMarkdownContext.Provider>
  );
});

/** How the blocks inside a message render their own markdown (see nested-markdown.tsx). */
function renderNested(content: string) {
  return <MarkdownBody content={content} />;
}
