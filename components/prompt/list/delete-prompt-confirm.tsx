import { useEffect, useRef } from 'react';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import { DeletePromptTrigger } from './delete-prompt-trigger';
import '@/locales/areas/prompt';

export interface DeletePromptConfirmProps {
  name: string;
  onConfirm: () => Promise<unknown>;
}

/**
 * The delete button with antd's "Delete this prompt?" popover, open at once: this replaces the plain
 * button the user just pressed, so it takes over that button's focus.
 */
export default function DeletePromptConfirm({ name, onConfirm }: DeletePromptConfirmProps) {
  const { t } = useTranslation('prompt');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => trigger.current?.focus(), []);
  return (
    <AntdTheme>
      <Popconfirm
        defaultOpen
        title={t('list.delete_confirm_title')}
        description={t('list.delete_confirm_description', { name })}
        okText={t('list.delete_ok')}
        cancelText={t('list.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <DeletePromptTrigger ref={trigger} name={name} />
      </Popconfirm>
    </AntdTheme>
  );
}
