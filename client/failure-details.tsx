import { useState } from 'react';
import i18next from 'i18next';
import '@/locales/areas/request';

/**
 * The server's own failure text (SQL, traceback) behind a collapsed "Details", selectable and copyable, for
 * whoever has to report it. Plain HTML: it renders in antd notifications and in pages without antd alike.
 */
export function FailureDetails({ details }: { details: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(details)
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <details className="mt-2 text-xs" data-testid="failure-details">
      <summary className="cursor-pointer select-none opacity-70">{i18next.t('request:details')}</summary>
      <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-black/5 p-2 font-mono dark:bg-white/10">
        {details}
      </pre>
      <button
        type="button"
        className="mt-1 cursor-pointer border-0 bg-transparent p-0 text-xs text-primary-text underline"
        onClick={copy}
      >
        {copied ? i18next.t('request:detailsCopied') : i18next.t('request:copyDetails')}
      </button>
    </details>
  );
}

/** A notice's text with its details, when the server sent any. */
export function NoticeDescription({
  description,
  details,
}: {
  description: string;
  details?: string | null;
}) {
  if (!details) return description;
  return (
    <div>
      <div>{description}</div>
      <FailureDetails details={details} />
    </div>
  );
}
