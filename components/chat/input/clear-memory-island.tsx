// Loaded on demand, when "Clear memory" is first pressed: antd's modal dialog.
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import '@/locales/areas/chat';

interface ClearMemoryDialogProps {
  open: boolean;
  clearing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before the conversation's memory is erased; the focus returns to the button that opened it. */
export default function ClearMemoryDialog({ open, clearing, onConfirm, onCancel }: ClearMemoryDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <AntdTheme>
      <Modal
        open={open}
        title={t('input.clear_confirm_title')}
        okText={t('input.clear_ok')}
        cancelText={t('input.cancel')}
        okButtonProps={{ danger: true, loading: clearing }}
        onOk={onConfirm}
        onCancel={onCancel}
        destroyOnHidden
      >
        <p className="m-0">{t('input.clear_confirm_description')}</p>
      </Modal>
    </AntdTheme>
  );
}
