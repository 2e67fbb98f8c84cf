import type { TFunction } from 'i18next';
import type { ModelCommand } from './model-card-menu';

// DB-GPT's worker manager answers a stop or delete of a model it does not run (stopped, or only in the
// server's configuration file) with "No worker instance found for the model …": it deletes running models only.
const NO_WORKER = /no worker instance found|start (it |the model )?before delet/i;
// DB-GPT's start reads the model from its own store, where models of its configuration file never are.
const NOT_STORED = /^\s*(model start failed\s*)?model not found\s*$/i;

/**
 * The sentence shown for a refused command: DB-GPT's answers the user cannot act on are explained in the
 * user's language; any other reason is shown as the server gave it.
 */
export function explainCommandFailure(
  command: ModelCommand,
  name: string,
  reason: string,
  t: TFunction<'model'>,
): string {
  if (command !== 'start' && NO_WORKER.test(reason)) return t(`failures.${command}_no_worker`, { name });
  if (command === 'start' && NOT_STORED.test(reason)) return t('failures.start_not_stored', { name });
  return reason;
}
