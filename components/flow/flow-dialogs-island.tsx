import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import ConfirmDialog from '@/components/common/confirm-dialog';
import type { FlowPanel } from '@/contract/flow';
import { CopyFlowDialog } from './copy-flow-dialog';
import '@/locales/areas/flow';

export type FlowDialog = { kind: 'copy'; flow: FlowPanel } | { kind: 'delete'; flow: FlowPanel } | null;

interface FlowDialogsProps {
  dialog: FlowDialog;
  onClose: () => void;
  onCopied: (copy: FlowPanel) => void;
  onDelete: (flow: FlowPanel) => Promise<void>;
}

/** The flow list's antd dialogs (copy, delete), loaded the first time one is opened. */
export default function FlowDialogsIsland({ dialog, onClose, onCopied, onDelete }: FlowDialogsProps) {
  const { t } = useTranslation('flow');
  const deleting = dialog?.kind === 'delete' ? dialog.flow : null;
  return (
    <AntdTheme>
      {dialog?.kind === 'copy' && <CopyFlowDialog flow={dialog.flow} onClose={onClose} onCopied={onCopied} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting ? deleting.label || deleting.name : '' })}
        content={t('delete.content')}
        okText={t('delete.ok')}
        cancelText={t('delete.cancel')}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
        onCancel={onClose}
      />
    </AntdTheme>
  );
}
