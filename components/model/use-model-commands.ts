import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startModel, stopModel } from '@/client/api/model';
import { apiInterceptors } from '@/client/envelope';
import { notifyError } from '@/client/notify';
import type { ModelInstance } from '@/contract/model';
import { useChatContext } from '@/contexts/chat-context';
import { explainCommandFailure } from './command-failure';
import type { ModelCommand } from './model-card-menu';
import { modelKey, workerRequestFor } from './model-state';
import { failureReason, succeeded } from './request-failure';
import '@/locales/areas/model';
import '@/locales/areas/request';

const NOTICE = { start: 'notices.started', stop: 'notices.stopped', delete: 'notices.deleted' } as const;

/**
 * Start, stop and stop-and-delete for the cards. After each the list reloads (`onSettled`) and, when the
 * server accepted the change, the chat's model selector is refreshed too.
 */
export function useModelCommands(onSettled: () => void, toast: (text: string) => void) {
  const { t } = useTranslation(['model', 'request']);
  const { refreshModelList } = useChatContext();
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());

  const send = useCallback(
    async (model: ModelInstance, command: ModelCommand): Promise<boolean> => {
      const request =
        command === 'start'
          ? startModel(workerRequestFor(model))
          : stopModel(workerRequestFor(model, command === 'delete'));
      // Failures are shown under the command's own title, so the generic request notification stays quiet.
      const result = await apiInterceptors(request, '*');
      if (!succeeded(result)) {
        const name = model.model_name;
        notifyError({
          title: command === 'start' ? t('request:startModelFailed') : t(`failures.${command}_title`, { name }),
          description: explainCommandFailure(command, name, failureReason(result), t),
        });
      }
      return succeeded(result);
    },
    [t],
  );

  const run = useCallback(
    async (model: ModelInstance, command: ModelCommand) => {
      const key = modelKey(model);
      setBusyKeys((keys) => new Set(keys).add(key));
      try {
        const ok = await send(model, command);
        if (ok) {
          toast(t(NOTICE[command], { name: model.model_name }));
          await refreshModelList();
        }
        onSettled();
      } finally {
        setBusyKeys((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [send, toast, t, refreshModelList, onSettled],
  );

  const isBusy = useCallback((model: ModelInstance) => busyKeys.has(modelKey(model)), [busyKeys]);
  return { run, isBusy };
}
