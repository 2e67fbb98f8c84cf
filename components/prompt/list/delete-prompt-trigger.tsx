import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import '@/locales/areas/prompt';

type DeletePromptTriggerProps = Omit<ComponentProps<typeof PlainButton>, 'children'> & { name: string };

/** "Delete", named after the prompt it deletes. */
export function DeletePromptTrigger({ name, ...rest }: DeletePromptTriggerProps) {
  const { t } = useTranslation('prompt');
  return (
    <PlainButton
      variant="danger_text"
      icon={<DeleteIcon />}
      aria-label={t('list.delete_named', { name })}
      {...rest}
    >
      {t('list.delete')}
    </PlainButton>
  );
}
