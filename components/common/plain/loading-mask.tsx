import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Shown over the screen while the code of a dialog the user opened is still on its way. */
export function LoadingMask() {
  const { t } = useTranslation('common');
  return (
    <div className="fixed inset-0 z-[1000] flex items-center justify-center bg-black/45">
      <Spinner label={t('loading')} className="text-3xl text-white" />
    </div>
  );
}
