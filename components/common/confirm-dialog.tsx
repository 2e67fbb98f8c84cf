import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { AntdTheme } from '@/components/common/antd-theme';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Text, or richer content (a list of what goes with it). */
  content: ReactNode;
  okText: string;
  cancelText: string;
  /** Resolves once the server has answered; the dialog stays open (and busy) until then. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** "Delete …?" with what goes with it: antd's modal, loaded the first time something is to be deleted. */
export default function ConfirmDialog({
  open,
  title,
  content,
  okText,
  cancelText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AntdTheme>
      <Modal
        open={open}
        title={title}
        okText={okText}
        cancelText={cancelText}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void confirm()}
        onCancel={onCancel}
        destroyOnHidden
      >
        {typeof content === 'string' ? (
          <p data-testid="confirm-content">{content}</p>
        ) : (
          <div data-testid="confirm-content">{content}</div>
        )}
      </Modal>
    </AntdTheme>
  );
}
