import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

/** A chart block that could not be read or drawn: a notice and the text exactly as the server sent it. */
export function MalformedChart({ raw, failed = false }: { raw: string; failed?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div
      role="note"
      className="my-3 rounded-lg border border-solid border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/40 dark:bg-amber-500/10"
      data-testid="chart-malformed"
    >
      <p className="m-0 mb-2 font-medium">{failed ? t('chart.render_failed') : t('chart.malformed')}</p>
      <pre className="m-0 max-h-60 overflow-auto text-xs break-all whitespace-pre-wrap">{raw}</pre>
    </div>
  );
}
