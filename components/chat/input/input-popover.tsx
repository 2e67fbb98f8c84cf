// Only the on-demand islands import this module: it brings antd.
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Popover } from 'antd';
import { AntdTheme } from '@/components/common/antd-theme';

export interface InputPopoverIslandProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the button that opens the popover; it gets the focus back on Escape. */
  triggerId: string;
  /** That button, without its own click handler: the popover toggles itself on its clicks. */
  trigger: ReactElement;
}

interface InputPopoverProps extends InputPopoverIslandProps {
  title: string;
  content: ReactNode;
}

/** An input toolbar popover (opens above, left-aligned) in the app's antd theme; Escape closes it. */
export function InputPopover({ open, onOpenChange, triggerId, trigger, title, content }: InputPopoverProps) {
  // antd closes the popover on Escape; the focus, which was inside it, returns to its button.
  useEffect(() => {
    if (!open) return;
    const refocusTrigger = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) document.getElementById(triggerId)?.focus();
    };
    document.addEventListener('keydown', refocusTrigger);
    return () => document.removeEventListener('keydown', refocusTrigger);
  }, [open, triggerId]);

  return (
    <AntdTheme>
      <Popover
        trigger="click"
        placement="topLeft"
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        content={content}
        destroyOnHidden
      >
        {trigger}
      </Popover>
    </AntdTheme>
  );
}
