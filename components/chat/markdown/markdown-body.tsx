import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Options as MarkdownOptions } from 'react-markdown';
import '@/locales/areas/chat';
import { MARKDOWN_COMPONENTS } from './markdown-components';
import { REHYPE_PLUGINS, REMARK_PLUGINS, safeUrl } from './markdown-pipeline';
import { normaliseMathDelimiters } from './normalise-math';
import styles from './markdown.module.css';

/** One markdown document, parsed and rendered; re-parses only when its text (or the language) changes. */
export const MarkdownBody = memo(function MarkdownBody({ content }: { content: string }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const rehypeOptions = useMemo<MarkdownOptions['remarkRehypeOptions']>(
    () => ({
      // Footnote ids unique to this message, so a footnote link never jumps into another message.
      clobberPrefix: `md${id.replace(/[^\w-]/g, '')}-`,
      footnoteLabel: t('markdown.footnotes'),
      footnoteBackLabel: (referenceIndex: number) =>
        t('markdown.footnote_back', { reference: referenceIndex + 1 }),
    }),
    [id, t],
  );
  return (
    <div className={styles.body}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        remarkRehypeOptions={rehypeOptions}
        components={MARKDOWN_COMPONENTS}
        urlTransform={safeUrl}
      >
        {normaliseMathDelimiters(content)}
      </ReactMarkdown>
    </div>
  );
});
