import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { InfoCircleIcon } from '@/components/common/line-icons';
import '@/locales/areas/chat';

/**
 * Shown in place of an answer that finished with no text at all. DB-GPT answers an app without an agent
 * with nothing but `{"vis": "[DONE]"}`; a blank answer would look like a display fault, so say why.
 */
export function EmptyAnswer() {
  const { t } = useTranslation('chat');
  const { query } = useRouter();
  const inApp = typeof query.app_code === 'string' && query.app_code !== '';
  return (
    <p
      role="note"
      className="m-0 flex items-start gap-2 rounded-md border border-black/10 px-3 py-2 text-sm text-black/65 dark:border-white/15 dark:text-white/65"
    >
      <InfoCircleIcon className="mt-0.5 shrink-0" />
      <span>{inApp ? t('empty_answer.app') : t('empty_answer.chat')}</span>
    </p>
  );
}
