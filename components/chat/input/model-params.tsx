import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { ControlIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import '@/locales/areas/chat';

const paramsIsland = lazyOnDemand(() => import('./model-params-island'));

/** Temperature (0–2, default 0.6) and max new tokens (default 4000) for the next questions. */
export function ModelParams() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const triggerProps = {
    id: triggerId,
    label: t('input.params'),
    'aria-expanded': open,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: paramsIsland.preload,
    onFocus: paramsIsland.preload,
  };
  const icon = <ControlIcon />;
  return (
    <OnDemand
      armed={open}
      fallback={
        <IconButton {...triggerProps} onClick={() => setOpen(true)}>
          {icon}
        </IconButton>
      }
    >
      <paramsIsland.Component
        open={open}
        onOpenChange={setOpen}
        triggerId={triggerId}
        trigger={<IconButton {...triggerProps}>{icon}</IconButton>}
      />
    </OnDemand>
  );
}
