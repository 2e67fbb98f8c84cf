import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import '@/locales/areas/flow-run';

/** The toolbar's way into the debug run (Ctrl/Cmd+Enter on the canvas does the same). */
export function DebugRunButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('flowRun');
  return (
    <PlainButton
      size="small"
      onClick={onClick}
      title={t('debug.open_hint')}
      aria-keyshortcuts="Control+Enter Meta+Enter"
    >
      {t('debug.open')}
    </PlainButton>
  );
}
