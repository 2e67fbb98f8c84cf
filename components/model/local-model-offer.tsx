import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { LocalModelServer } from '@/contract/local-models';
import { useChatContext } from '@/contexts/chat-context';
import { AddModelLink } from './add-model-link';
import { useAddLocalModel, useLocalModels } from './use-local-models';
import '@/locales/areas/model';

/** More models than this per server hide behind "N more": a long list would bury the rest. */
const SHOWN_MODELS = 6;

type Progress = { kind: 'adding' | 'added'; name: string } | { kind: 'failed'; name: string; reason: string };

interface LocalModelOfferProps {
  /** Also offer "Add a model" (the create dialog), for any other provider. */
  withAddLink?: boolean;
  /** A model was added (after the chat's model list was refreshed and the model chosen). */
  onAdded?: (name: string) => void;
}

function ServerModels({
  server,
  busy,
  onAdd,
}: {
  server: LocalModelServer;
  busy: boolean;
  onAdd: (server: LocalModelServer, name: string) => void;
}) {
  const { t } = useTranslation('model');
  const title = t(server.kind === 'ollama' ? 'local.server_ollama' : 'local.server_openai', {
    port: server.port,
  });
  const hidden = server.models.length - SHOWN_MODELS;
  return (
    <li className="flex flex-col gap-1.5">
      <span className="text-xs font-medium opacity-70">{title}</span>
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0" aria-label={title}>
        {server.models.slice(0, SHOWN_MODELS).map((name) => (
          <li key={name}>
            <PlainButton size="small" disabled={busy} onClick={() => onAdd(server, name)}>
              {t('local.add', { name })}
            </PlainButton>
          </li>
        ))}
        {hidden > 0 && (
          <li className="self-center text-xs opacity-60">{t('local.more', { count: hidden })}</li>
        )}
      </ul>
    </li>
  );
}

/**
 * "Looking…" and then "none found" in one cell as tall as the longer of the two, so that the answer does
 * not move what is below (the empty Models screen centres this box).
 */
function SearchOutcome({ searching }: { searching: boolean }) {
  const { t } = useTranslation('model');
  const line = (shown: boolean) => `m-0 opacity-70 [grid-area:1/1] ${shown ? '' : 'invisible'}`;
  return (
    <div className="grid">
      <p className={line(searching)} aria-hidden={!searching}>
        {t('local.searching')}
      </p>
      <p className={line(!searching)} aria-hidden={searching}>
        {t('local.none')}
      </p>
    </div>
  );
}

/**
 * Where the user meets "no model": the model servers answering on the server's machine, each model
 * added with one click (then chosen in the chat), and "Add a model" for any other provider.
 */
export function LocalModelOffer({ withAddLink = false, onAdded }: LocalModelOfferProps) {
  const { t } = useTranslation('model');
  const { refreshModelList, setModel } = useChatContext();
  const state = useLocalModels(true);
  const addLocalModel = useAddLocalModel();
  const [progress, setProgress] = useState<Progress | null>(null);

  const add = async (server: LocalModelServer, name: string) => {
    setProgress({ kind: 'adding', name });
    const reason = await addLocalModel(server, name);
    if (reason !== null) {
      setProgress({ kind: 'failed', name, reason });
      return;
    }
    await refreshModelList();
    setModel(name);
    setProgress({ kind: 'added', name });
    onAdded?.(name);
  };

  const servers = state.status === 'done' ? state.servers : [];
  return (
    <section
      aria-label={t('local.title')}
      className="flex max-w-xl flex-col gap-2 rounded-md border border-solid border-black/10 bg-white px-3 py-2 text-left text-sm text-black/85 dark:border-white/15 dark:bg-white/5 dark:text-white/85"
      data-testid="local-model-offer"
    >
      {servers.length === 0 && <SearchOutcome searching={state.status === 'loading'} />}
      {servers.length > 0 && (
        <>
          <h3 className="m-0 text-sm font-semibold">{t('local.title')}</h3>
          <p className="m-0 opacity-70">{t('local.description')}</p>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {servers.map((server) => (
              <ServerModels
                key={`${server.kind}:${server.port}`}
                server={server}
                busy={progress?.kind === 'adding'}
                onAdd={(found, name) => void add(found, name)}
              />
            ))}
          </ul>
        </>
      )}
      <p role="status" className="m-0 empty:hidden">
        {progress?.kind === 'adding' && t('local.adding', { name: progress.name })}
        {progress?.kind === 'added' && t('local.added', { name: progress.name })}
      </p>
      {progress?.kind === 'failed' && (
        <p role="alert" className="m-0 text-red-700 dark:text-red-300">
          {t('local.add_failed', { name: progress.name, reason: progress.reason })}
        </p>
      )}
      {withAddLink && (
        <div>
          <AddModelLink size="small" />
        </div>
      )}
    </section>
  );
}
