import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import '@/locales/areas/model';

/** The Models screen's address that opens its create dialog at once. */
export const ADD_MODEL_HREF = '/construct/models?create=1';

/** "Add a model": to the Models screen with its create dialog open. */
export function AddModelLink({ size = 'middle' }: { size?: keyof typeof BUTTON_SIZES }) {
  const { t } = useTranslation('model');
  return (
    <Link
      href={ADD_MODEL_HREF}
      className={`${BUTTON_CLASSES.primary} ${BUTTON_SIZES[size]} no-underline hover:text-white`}
    >
      <PlusIcon />
      {t('local.add_model')}
    </Link>
  );
}
