import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAgentHub } from '@/client/api/plugin';
import { ReloadIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { settleRequest } from './settle-request';
import '@/locales/areas/plugins';

/**
 * "Update from hubs" (admins, contract 10.2): the server re-reads its hubs. While it works the button says
 * so; a hub that cannot be read leaves its reason on screen until dismissed or updated again.
 */
export function HubUpdate({ onUpdated }: { onUpdated: () => void }) {
  const { t } = useTranslation('plugins');
  const [updating, setUpdating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const update = async () => {
    setUpdating(true);
    setProblem(null);
    try {
      const outcome = await settleRequest(updateAgentHub(), t('actions.failed'));
      if (outcome.ok) onUpdated();
      else setProblem(outcome.message);
    } finally {
      setUpdating(false);
    }
  };

  return (
    <>
      <PlainButton icon={<ReloadIcon />} loading={updating} onClick={() => void update()}>
        {updating ? t('hub.updating') : t('hub.update')}
      </PlainButton>
      {problem && (
        <div
          role="alert"
          data-testid="hub-update-error"
          className="flex w-full flex-wrap items-start justify-between gap-2 rounded-lg border border-solid border-red-300 bg-red-50 p-3 text-sm dark:border-red-500/40 dark:bg-red-500/10"
        >
          <p className="m-0 min-w-0 flex-1">
            <span className="font-medium">{t('hub.failed')}: </span>
            <span className="whitespace-pre-wrap break-words text-[#cf1322] dark:text-[#ff7875]">
              {problem}
            </span>
          </p>
          <PlainButton size="small" variant="text" onClick={() => setProblem(null)}>
            {t('upload.dismiss')}
          </PlainButton>
        </div>
      )}
    </>
  );
}
