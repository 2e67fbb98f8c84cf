import { useTranslation } from 'react-i18next';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { HoverHint } from '@/components/common/plain/hover-hint';
import { Spinner } from '@/components/common/plain/spinner';
import type { ModelInstance } from '@/contract/model';
import { getModelIcon, getModelLabel } from '@/utils/model-catalogue';
import { LastHeartbeat } from './last-heartbeat';
import { ModelCardMenu, type ModelCommand } from './model-card-menu';
import { isConfigured, workerTypeOf } from './model-state';
import { ModelStatusBadge } from './model-status-badge';
import { providerName } from './provider-name';
import '@/locales/areas/model';

interface ModelCardProps {
  model: ModelInstance;
  busy: boolean;
  fromNow: (time: string | null | undefined) => string | undefined;
  onCommand: (model: ModelInstance, command: ModelCommand) => Promise<void>;
}

/** One model: catalogue icon and label, type, provider, health, last heartbeat, and its menu. */
export function ModelCard({ model, busy, fromNow, onCommand }: ModelCardProps) {
  const { t } = useTranslation('model');
  const name = model.model_name;
  const label = getModelLabel(name);
  return (
    <article
      aria-label={name}
      aria-busy={busy || undefined}
      data-testid="model-card"
      className="flex w-full flex-col gap-3 rounded-lg border border-black/10 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <header className="flex items-start gap-3">
        <img src={getModelIcon(name)} alt="" className="h-9 w-9 shrink-0 rounded" />
        <div className="min-w-0 flex-1">
          <h2 className="m-0 truncate text-base font-semibold" title={name}>
            {label}
          </h2>
          {label !== name && <p className="m-0 truncate text-xs opacity-70">{name}</p>}
        </div>
        {busy && <Spinner label={t('card.working', { name })} className="mt-2 text-sm text-primary-text" />}
        <ModelCardMenu model={model} busy={busy} onCommand={onCommand} />
      </header>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="opacity-70">{t('card.worker_type')}</dt>
        <dd className="m-0">{t(`worker_types.${workerTypeOf(model)}`)}</dd>
        {model.provider && (
          <>
            <dt className="opacity-70">{t('card.provider')}</dt>
            <dd className="m-0 truncate">{providerName(model.provider, t)}</dd>
          </>
        )}
      </dl>
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <ModelStatusBadge model={model} />
        {isConfigured(model) && (
          <HoverHint text={t('card.from_config_hint')} align="end">
            <span className={TAG_CLASSES.default} data-testid="model-from-config">
              {t('card.from_config')}
            </span>
          </HoverHint>
        )}
        {/* A line of its own: its text arrives with the date locale and ages, and must not rewrap the row. */}
        <div className="basis-full">
          <LastHeartbeat time={model.last_heartbeat} fromNow={fromNow} />
        </div>
      </footer>
    </article>
  );
}
