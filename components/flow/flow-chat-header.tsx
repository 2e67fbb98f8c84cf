import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { getFlowById } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { ApartmentIcon } from '@/components/common/line-icons';
import type { FlowPanel } from '@/contract/flow';
import { isChatReady } from './chat-ready';
import '@/locales/areas/flow-run';

type Loaded = { uid: string; flow: FlowPanel | null } | null;

/** Above a chat with a flow (`chat_flow`, the flow's uid as `select_param`): its name and description. */
export function FlowChatHeader({ uid }: { uid: string }) {
  const { t } = useTranslation('flowRun');
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    void apiInterceptors(getFlowById(uid), '*').then(([error, flow, envelope]) => {
      if (live) setLoaded({ uid, flow: error || !envelope?.success ? null : (flow ?? null) });
    });
    return () => {
      live = false;
    };
  }, [uid]);
  const flow = loaded?.uid === uid ? loaded.flow : undefined;

  return (
    <section
      aria-label={t('chat.header')}
      data-testid="flow-chat-header"
      className="flex flex-col gap-1 border-b border-black/5 px-4 py-3 dark:border-white/10"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-[#e6f0ff] text-lg text-[#0C75FC] dark:bg-[#0C75FC]/20">
          <ApartmentIcon />
        </span>
        <div className="min-w-0 flex-1">
          <span className="text-xs opacity-60">{t('chat.header')}</span>
          {flow === undefined && <p className="m-0 text-sm opacity-60">{t('chat.loading')}</p>}
          {flow && <h2 className="m-0 truncate text-base font-semibold">{flow.label || flow.name}</h2>}
          {flow?.description && <p className="m-0 truncate text-xs opacity-70">{flow.description}</p>}
        </div>
        {flow && (
          <Link
            href={`/construct/flow/canvas?id=${encodeURIComponent(flow.uid)}`}
            className="shrink-0 text-xs"
          >
            {t('chat.open_canvas')}
          </Link>
        )}
      </div>
      {flow === null && (
        <p role="alert" className="m-0 text-xs text-[#d48806]">
          {t('chat.missing', { uid })}
        </p>
      )}
      {flow && !isChatReady(flow) && (
        <p role="alert" className="m-0 text-xs text-[#d48806]">
          {t('chat.not_deployed')}
        </p>
      )}
    </section>
  );
}
