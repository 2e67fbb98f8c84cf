import { Suspense } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { BUTTON_CLASSES, BUTTON_SIZES } from '@/components/common/plain/control-classes';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Toasts } from '@/components/common/plain/toasts';
import type { FlowPanel } from '@/contract/flow';
import { sourceHref } from '../canvas/canvas-source';
import { storeFlowDraft } from './flow-draft';
import type { FlowTool } from './flow-tools-island';
import '@/locales/areas/flow';
import '@/locales/areas/flow-tools';

const FlowTools = lazyOnDemand(() => import('./flow-tools-island'));

export type ListToolRequest = { tool: FlowTool; flow?: FlowPanel } | null;

/** The list's "create" group: a blank flow, a template, an import; and the global variables. */
export function ListToolButtons({ onOpen }: { onOpen: (request: ListToolRequest) => void }) {
  const { t } = useTranslation(['flow', 'flowTools']);
  return (
    <div role="group" aria-label={t('flowTools:create.label')} className="flex flex-wrap items-center gap-2">
      <Link
        href={sourceHref({})}
        className={`${BUTTON_CLASSES.primary} ${BUTTON_SIZES.middle} no-underline`}
        data-testid="flow-create"
      >
        <PlusIcon />
        {t('list.create')}
      </Link>
      <PlainButton onPointerEnter={FlowTools.preload} onClick={() => onOpen({ tool: 'templates' })}>
        {t('flowTools:create.template')}
      </PlainButton>
      <PlainButton onPointerEnter={FlowTools.preload} onClick={() => onOpen({ tool: 'import' })}>
        {t('flowTools:create.import')}
      </PlainButton>
      <PlainButton onPointerEnter={FlowTools.preload} onClick={() => onOpen({ tool: 'variables' })}>
        {t('flowTools:menu.variables')}
      </PlainButton>
    </div>
  );
}

interface ListToolsHostProps {
  request: ListToolRequest;
  toasts: Toasts;
  onClose: () => void;
}

/** The tools the list opens (lazily): a template or an import opens in the canvas; a saved import too. */
export function ListToolsHost({ request, toasts, onClose }: ListToolsHostProps) {
  const router = useRouter();
  const flow = request?.flow;
  return (
    <OnDemand armed={request !== null}>
      <Suspense fallback={request ? <LoadingMask /> : null}>
        <FlowTools.Component
          tool={request?.tool ?? null}
          flow={flow ? { uid: flow.uid, name: flow.name, label: flow.label } : null}
          toasts={toasts}
          onOpenDraft={(draft) => void router.push(sourceHref({ draft: storeFlowDraft(draft) }))}
          // The canvas tells the user, since the list and its messages go away.
          onImportedAndSaved={(saved) => {
            void router.push(sourceHref({ uid: saved.uid, imported: true }));
          }}
          onClose={onClose}
        />
      </Suspense>
    </OnDemand>
  );
}
