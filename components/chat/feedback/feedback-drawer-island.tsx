// Loaded on demand, when a feedback panel first opens on a phone: antd's bottom drawer.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { AntdTheme } from '@/components/common/antd-theme';

interface FeedbackDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export default function FeedbackDrawer({ open, title, onClose, children }: FeedbackDrawerProps) {
  return (
    <AntdTheme>
      <Drawer
        open={open}
        placement="bottom"
        size="auto"
        title={title}
        onClose={onClose}
        destroyOnHidden
        styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
      >
        {children}
      </Drawer>
    </AntdTheme>
  );
}
