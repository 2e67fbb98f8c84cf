import { useTranslation } from 'react-i18next';
import { PaperClipIcon } from '@/components/common/line-icons';
import { resourceKind, resourceLink, type ResourceEntry } from '@/utils/resource';
import '@/locales/areas/chat';

/** Only links a browser can open without running anything: same-site paths, http(s), blob and images. */
export function safeResourceUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^(https?:|blob:)/i.test(trimmed) || /^data:image\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return undefined;
}

function ResourceItem({ entry }: { entry: ResourceEntry }) {
  const { t } = useTranslation('chat');
  const { file_name: name } = resourceLink(entry);
  const url = safeResourceUrl(resourceLink(entry).url);
  const kind = resourceKind(entry);
  if (url && kind === 'image') {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('conversation.open_file', { name })}
      >
        <img src={url} alt={name} className="max-h-40 max-w-60 rounded-md object-cover" loading="lazy" />
      </a>
    );
  }
  if (url && kind === 'audio') {
    return (
      <audio controls src={url} aria-label={t('conversation.attachment', { name })} className="max-w-full">
        {/* A user's own recording comes without captions; the empty track keeps the element well formed. */}
        <track kind="captions" />
      </audio>
    );
  }
  if (url && kind === 'video') {
    return (
      <video
        controls
        src={url}
        aria-label={t('conversation.attachment', { name })}
        className="max-h-60 max-w-full rounded-md"
      >
        <track kind="captions" />
      </video>
    );
  }
  const chip = (
    <>
      <PaperClipIcon />
      <span className="truncate">{name}</span>
    </>
  );
  const chipClass =
    'inline-flex max-w-60 items-center gap-1.5 rounded-md border border-black/10 bg-white/60 px-2 py-1 text-sm text-inherit no-underline dark:border-white/15 dark:bg-white/5';
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={chipClass} title={name}>
      {chip}
    </a>
  ) : (
    <span className={chipClass} title={name}>
      {chip}
    </span>
  );
}

/** Files attached to a question: image thumbnails, playable audio and video, other files as chips. */
export function MessageResources({ resources }: { resources: readonly ResourceEntry[] }) {
  if (resources.length === 0) return null;
  return (
    <ul className="m-0 flex list-none flex-wrap justify-end gap-2 p-0">
      {resources.map((entry, index) => (
        <li key={`${resourceLink(entry).url}-${index}`}>
          <ResourceItem entry={entry} />
        </li>
      ))}
    </ul>
  );
}
