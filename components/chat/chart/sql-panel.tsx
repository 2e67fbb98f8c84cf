import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/chat/markdown/copy-button';
import { formatSql } from '@/utils/sql-format';
import '@/locales/areas/chat';

/** The query, laid out by the spec's SQL display rules (unchanged when the formatter cannot read it). */
export function SqlPanel({ sql }: { sql: string }) {
  const { t } = useTranslation('chat');
  const formatted = useMemo(() => formatSql(sql), [sql]);
  if (!sql.trim()) return <p className="m-0 text-sm text-black/50 dark:text-white/50">{t('chart.no_sql')}</p>;
  return (
    <div className="overflow-hidden rounded-lg border border-solid border-black/10 bg-[#f6f8fa] dark:border-white/10 dark:bg-[#161b22]">
      <div className="flex items-center justify-between gap-2 border-0 border-b border-solid border-black/10 px-3 py-1 text-xs text-black/60 dark:border-white/10 dark:text-white/60">
        <span className="font-mono">{t('chart.tab_sql')}</span>
        <CopyButton text={formatted} />
      </div>
      <pre className="m-0 max-h-80 overflow-auto bg-transparent p-3 text-[13px] leading-relaxed">
        <code className="font-mono" data-testid="chart-sql">
          {formatted}
        </code>
      </pre>
    </div>
  );
}
