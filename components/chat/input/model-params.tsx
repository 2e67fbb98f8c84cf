import { useTranslation } from 'react-i18next';
import { ControlIcon } from '@/components/common/line-icons';
import { lazyOnDemand } from '@/components/common/on-demand';
import { PopoverButton } from './popover-button';
import '@/locales/areas/chat';

const paramsIsland = lazyOnDemand(() => import('./model-params-island'));

/** Temperature (0–2, default 0.6) and max new tokens (default 4000) for the next questions. */
export function ModelParams() {
  const { t } = useTranslation('chat');
  return (
    <PopoverButton
      label={t('input.params')}
      icon={<ControlIcon />}
      preload={paramsIsland.preload}
      renderIsland={(props) => <paramsIsland.Component {...props} />}
    />
  );
}
