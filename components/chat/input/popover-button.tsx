import { useId, useState, type ReactNode } from 'react';
import { IconButton } from '@/components/common/icon-button';
import { OnDemand } from '@/components/common/on-demand';
import type { InputPopoverIslandProps } from './input-popover';

interface PopoverButtonProps {
  label: string;
  icon: ReactNode;
  /** Starts the island's download when the pointer or the focus reaches the button. */
  preload: () => void;
  /** The lazily loaded island, given the props above. */
  renderIsland: (props: InputPopoverIslandProps) => ReactNode;
}

/** A toolbar button whose popover (an antd island) loads the first time it is opened. */
export function PopoverButton({ label, icon, preload, renderIsland }: PopoverButtonProps) {
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const triggerProps = {
    id: triggerId,
    label,
    'aria-expanded': open,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: preload,
    onFocus: preload,
  };
  return (
    <OnDemand
      armed={open}
      fallback={
        <IconButton {...triggerProps} onClick={() => setOpen(true)}>
          {icon}
        </IconButton>
      }
    >
      {renderIsland({
        open,
        onOpenChange: setOpen,
        triggerId,
        trigger: <IconButton {...triggerProps}>{icon}</IconButton>,
      })}
    </OnDemand>
  );
}
