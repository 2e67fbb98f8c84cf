import { useTranslation } from 'react-i18next';
import { HoverHint } from '@/components/common/plain/hover-hint';
import type { ModelInstance } from '@/contract/model';
import { modelStatus, type ModelStatus } from './model-state';
import '@/locales/areas/model';

const DOT: Record<ModelStatus, string> = {
  healthy: 'bg-green-500',
  unhealthy: 'bg-red-500',
  stopped: 'bg-gray-400',
};

/** Healthy, unhealthy (the reason on hover or keyboard focus) or stopped. */
export function ModelStatusBadge({ model }: { model: ModelInstance }) {
  const { t } = useTranslation('model');
  const status = modelStatus(model);
  const text = t(`card.${status}`);
  const badge = (
    <span
      className="inline-flex items-center gap-1.5 text-xs"
      data-testid="model-status"
      data-status={status}
    >
      <span aria-hidden className={`inline-block h-2 w-2 rounded-full ${DOT[status]}`} />
      {text}
    </span>
  );
  if (status !== 'unhealthy') return badge;
  const reason = model.failure_reason?.trim() || t('card.unknown_reason');
  return (
    <HoverHint text={reason} align="start">
      {/* A button so keyboard users reach the reason too; its name carries the reason for screen readers. */}
      <button
        type="button"
        aria-label={t('card.unhealthy_reason', { reason })}
        className="cursor-help rounded border-0 bg-transparent p-0 text-inherit focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
      >
        {badge}
      </button>
    </HoverHint>
  );
}
