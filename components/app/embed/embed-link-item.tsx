import { useState } from 'react';
import { Button, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmbedLink } from '@/contract/embed';
import { formatDateTime } from '@/utils/date-format';
import '@/locales/areas/embed';

/** The full address of a link's page: the server answers its path, the client knows its own origin. */
export function embedUrl(link: EmbedLink, origin = window.location.origin): string {
  return `${origin}${link.path}`;
}

export function iframeSnippet(url: string, title: string): string {
  const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<iframe src="${escaped(url)}" title="${escaped(title)}" width="400" height="600" style="border:0"></iframe>`;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('embed');
  const [outcome, setOutcome] = useState<'copied' | 'copy_failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('copy_failed');
    }
  };
  return (
    <span className="flex items-center gap-2">
      <Button size="small" onClick={() => void copy()}>
        {label}
      </Button>
      {outcome && (
        <span role="status" className="text-xs opacity-70">
          {t(outcome)}
        </span>
      )}
    </span>
  );
}

interface EmbedLinkItemProps {
  link: EmbedLink;
  appName: string;
  onRevoke: (link: EmbedLink) => void;
  /** When the dialog opened: a link past its expiry then is shown expired. */
  now: number;
}

/** One link: its dates and state; while usable, its address and iframe snippet to copy, and Revoke. */
export function EmbedLinkItem({ link, appName, onRevoke, now }: EmbedLinkItemProps) {
  const { t, i18n } = useTranslation('embed');
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const expired = link.expires_at !== null && Date.parse(link.expires_at) <= now;
  const usable = link.revoked_at === null && !expired;
  const url = embedUrl(link);
  const snippet = iframeSnippet(url, appName);
  return (
    <li
      className="flex flex-col gap-2 border-b border-black/5 py-3 dark:border-white/10"
      data-testid="embed-link"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs opacity-80">
        <span>{t('created_at', { date: date(link.created_at) })}</span>
        <span>·</span>
        <span>{link.expires_at ? t('expires_at', { date: date(link.expires_at) }) : t('never_expires')}</span>
        {link.revoked_at !== null && <Tag color="red">{t('revoked')}</Tag>}
        {link.revoked_at === null && expired && <Tag>{t('expired')}</Tag>}
        {usable && (
          <Button size="small" danger className="ml-auto" onClick={() => onRevoke(link)}>
            {t('revoke')}
          </Button>
        )}
      </div>
      {usable && (
        <>
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('link')}</span>
            <Input readOnly value={url} aria-label={t('link')} onFocus={(event) => event.target.select()} />
          </label>
          <CopyButton text={url} label={t('copy_link')} />
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('snippet')}</span>
            <Input.TextArea
              readOnly
              value={snippet}
              aria-label={t('snippet')}
              autoSize={{ minRows: 2, maxRows: 4 }}
              onFocus={(event) => event.target.select()}
            />
          </label>
          <CopyButton text={snippet} label={t('copy_snippet')} />
        </>
      )}
    </li>
  );
}
