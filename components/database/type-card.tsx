import { useId } from 'react';
import type { TFunction } from 'i18next';
import { ImageIcon } from '@/components/construct/area-card';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import type { TypeEntry } from './type-catalogue';
import '@/locales/areas/database';

interface TypeCardProps {
  entry: TypeEntry;
  /** The grid's translator: a hook per card would cost every tile on the first render. */
  t: TFunction<'database'>;
  description: string;
  onOpen: (entry: TypeEntry) => void;
  /** Start loading the drawer's code when the user is about to open it. */
  onIntent: () => void;
}

/** One database type: icon, name, description, how many data sources it has; opens its drawer. */
export function TypeCard({ entry, t, description, onOpen, onIntent }: TypeCardProps) {
  const count = entry.sources.length;
  const descriptionId = useId();
  const summary = count > 0 ? t('grid.count', { count }) : t('grid.none');
  return (
    <button
      type="button"
      data-testid="type-card"
      data-type={entry.name}
      aria-label={t('grid.open', { type: entry.label, summary })}
      aria-describedby={descriptionId}
      onClick={() => onOpen(entry)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="flex w-full min-w-0 cursor-pointer flex-col gap-3 rounded-lg border border-solid border-black/10 bg-white p-4 text-left text-inherit shadow-sm transition-colors hover:border-[#3d91fd] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0C75FC] dark:border-white/10 dark:bg-[#2a2e3c] dark:hover:border-[#3d91fd]"
    >
      <span className="flex w-full items-start gap-3">
        <ImageIcon src={entry.icon} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-base font-semibold">{entry.label}</span>
          <span className="block truncate text-xs opacity-70">{summary}</span>
        </span>
        {count > 0 && (
          <span
            aria-hidden
            className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-primary-solid px-2 text-xs font-medium text-white"
          >
            {count}
          </span>
        )}
      </span>
      <span id={descriptionId} className="line-clamp-2 text-sm opacity-70">
        {description}
      </span>
      {!entry.hasConnector && entry.creatable && (
        <span className={TAG_CLASSES.default}>{t('grid.no_connector')}</span>
      )}
    </button>
  );
}
