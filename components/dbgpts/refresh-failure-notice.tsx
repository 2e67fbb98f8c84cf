import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/common/plain/notice';
import type { RefreshFailure } from './use-hub-refresh';
import '@/locales/areas/dbgpts';

/** The refresh's failure, the server's message then each hub's error, until dismissed. */
export function RefreshFailureNotice({
  failure,
  onDismiss,
}: {
  failure: RefreshFailure;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('dbgpts');
  const lines = [
    failure.message,
    ...failure.hubs
      .filter((hub) => hub.error !== failure.message)
      .map((hub) => t('refresh.hub_error', { name: hub.name, error: hub.error })),
  ];
  return (
    <Notice
      type="error"
      title={t('refresh.failed_title')}
      description={lines.join('\n')}
      closeLabel={t('refresh.dismiss')}
      onClose={onDismiss}
      className="whitespace-pre-line"
      data-testid="refresh-failure"
    />
  );
}
