import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import '@/locales/areas/model';
import { ADD_MODEL_HREF } from './add-model-href';

export { ADD_MODEL_HREF };

/** "Add a model": to the Models screen with its create dialog open. */
export function AddModelLink({ size = 'middle' }: { size?: keyof typeof BUTTON_SIZES }) {
  const { t } = useTranslation('model');
  return (
    <Link
      href={ADD_MODEL_HREF}
      // Fetched when the pointer reaches it, not with the screen that shows it (it is in view at once).
      prefetch={false}
      className={`${BUTTON_CLASSES.primary} ${BUTTON_SIZES[size]} no-underline hover:text-white`}
    >
      <PlusIcon />
      {t('local.add_model')}
    </Link>
  );
}
