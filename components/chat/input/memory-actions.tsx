import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearOutlined, PoweroffOutlined } from '@ant-design/icons';
import { IconButton } from '@/components/common/icon-button';
import { useChatNotice } from '../hooks/chat-notice';
import '@/locales/areas/chat';

interface MemoryActionsProps {
  onClear: () => Promise<boolean>;
  onTerminate: () => Promise<boolean>;
}

/** Clear the conversation's memory (after a confirmation) and end the current topic. */
export function MemoryActions({ onClear, onTerminate }: MemoryActionsProps) {
  const { t } = useTranslation('chat');
  const notice = useChatNotice();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    setClearing(true);
    const cleared = await onClear();
    setClearing(false);
    if (!cleared) return;
    setConfirming(false);
    notice.success(t('input.cleared'));
  };
  const terminate = async () => {
    if (await onTerminate()) notice.success(t('input.terminated'));
  };

  return (
    <>
      <IconButton label={t('input.clear_memory')} onClick={() => setConfirming(true)}>
        <ClearOutlined aria-hidden />
      </IconButton>
      <IconButton label={t('input.terminate')} onClick={() => void terminate()}>
        <PoweroffOutlined aria-hidden />
      </IconButton>
      <Modal
        open={confirming}
        title={t('input.clear_confirm_title')}
        okText={t('input.clear_ok')}
        cancelText={t('input.cancel')}
        okButtonProps={{ danger: true, loading: clearing }}
        onOk={() => void clear()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p className="m-0">{t('input.clear_confirm_description')}</p>
      </Modal>
    </>
  );
}
