import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaretDownIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainMenu } from '@/components/common/plain/plain-menu';
import type { Toasts } from '@/components/common/plain/toasts';
import type { FlowCreateRequest, FlowPanel } from '@/contract/flow';
import type { CanvasSource } from '../canvas/canvas-source';
import { storeFlowDraft } from './flow-draft';
import type { FlowTool } from './flow-tools-island';
import '@/locales/areas/flow-tools';

const FlowTools = lazyOnDemand(() => import('./flow-tools-island'));

interface CanvasToolsProps {
  saved: FlowPanel | null;
  /** The name an unsaved canvas is exported under (the opened template's or import's, else none). */
  unsavedName: string;
  dirty: boolean;
  readOnly: boolean;
  toasts: Toasts;
  /** The canvas as a flow, for exporting one never saved. */
  canvasFlow: () => FlowCreateRequest;
  onOpen: (source: CanvasSource) => void;
  onReload: () => void;
}

/** The canvas toolbar's "Flow tools" menu: export, import, templates, global variables, versions. */
export function CanvasTools({
  saved,
  unsavedName,
  dirty,
  readOnly,
  toasts,
  canvasFlow,
  onOpen,
  onReload,
}: CanvasToolsProps) {
  const { t } = useTranslation('flowTools');
  const [tool, setTool] = useState<FlowTool | null>(null);
  const items = [
    { key: 'export' as const, label: t('menu.export') },
    { key: 'import' as const, label: t('menu.import') },
    { key: 'templates' as const, label: t('menu.templates') },
    { key: 'variables' as const, label: t('menu.variables'), separated: true },
    { key: 'versions' as const, label: t('menu.versions'), disabled: !saved },
  ];
  // Another flow replaces this canvas: unsaved changes are lost only if the user agrees.
  const replace = (source: () => CanvasSource) => {
    if (dirty && !window.confirm(t('draft.replace'))) return;
    setTool(null);
    onOpen(source());
  };
  const flow = saved
    ? { uid: saved.uid, name: saved.name, label: saved.label }
    : { uid: '', name: unsavedName || 'flow' };

  return (
    <>
      <PlainMenu<FlowTool>
        label={t('menu.label')}
        onOpen={FlowTools.preload}
        onSelect={setTool}
        items={items}
      >
        <span className="flex items-center gap-1 text-sm">
          {t('menu.label')}
          <CaretDownIcon />
        </span>
      </PlainMenu>
      <OnDemand armed={tool !== null}>
        <Suspense fallback={tool ? <LoadingMask /> : null}>
          <FlowTools.Component
            tool={tool}
            flow={flow}
            toasts={toasts}
            readOnly={readOnly}
            canvasFlow={canvasFlow}
            changesLeftOut={dirty}
            onOpenDraft={(draft) => replace(() => ({ draft: storeFlowDraft(draft) }))}
            onImportedAndSaved={(stored) =>
              replace(() => {
                toasts.success(t('import.saved', { name: stored.label || stored.name }));
                return { uid: stored.uid };
              })
            }
            onRestored={onReload}
            onClose={() => setTool(null)}
          />
        </Suspense>
      </OnDemand>
    </>
  );
}
