import { AntdTheme } from '@/components/common/antd-theme';
import type { Toasts } from '@/components/common/plain/toasts';
import type { FlowCreateRequest, FlowPanel } from '@/contract/flow';
import ExportFlowDialog from './export-flow-dialog';
import ImportFlowDialog from './import-flow-dialog';
import TemplateGallery from './template-gallery';
import VariablesDrawer from './variables-drawer';
import VersionsDrawer from './versions-drawer';

export type FlowTool = 'export' | 'import' | 'templates' | 'variables' | 'versions';

export interface FlowToolsIslandProps {
  tool: FlowTool | null;
  /** The flow exported, and whose versions are listed; a uid of '' was never saved. */
  flow: { uid: string; name: string; label?: string } | null;
  toasts: Toasts;
  readOnly?: boolean;
  canvasFlow?: () => FlowCreateRequest;
  changesLeftOut?: boolean;
  /** A template chosen or a file imported, to open in the canvas unsaved. */
  onOpenDraft: (flow: FlowPanel) => void;
  /** A file imported and saved on the server. */
  onImportedAndSaved: (flow: FlowPanel) => void;
  onRestored?: () => void;
  onClose: () => void;
}

/** The flow tools' antd dialogs and drawers, loaded the first time one is opened (list and canvas). */
export default function FlowToolsIsland(props: FlowToolsIslandProps) {
  const { tool, flow, toasts, onClose } = props;
  return (
    <AntdTheme>
      {tool === 'export' && flow && (
        <ExportFlowDialog
          flow={{ ...flow, uid: flow.uid || undefined }}
          canvasFlow={props.canvasFlow}
          changesLeftOut={props.changesLeftOut}
          onClose={onClose}
        />
      )}
      {tool === 'import' && (
        <ImportFlowDialog onOpen={props.onOpenDraft} onSaved={props.onImportedAndSaved} onClose={onClose} />
      )}
      {tool === 'templates' && <TemplateGallery onChoose={props.onOpenDraft} onClose={onClose} />}
      {tool === 'variables' && <VariablesDrawer toasts={toasts} onClose={onClose} />}
      {tool === 'versions' && flow?.uid && (
        <VersionsDrawer
          uid={flow.uid}
          readOnly={props.readOnly ?? false}
          toasts={toasts}
          onRestored={() => {
            onClose();
            props.onRestored?.();
          }}
          onClose={onClose}
        />
      )}
    </AntdTheme>
  );
}
