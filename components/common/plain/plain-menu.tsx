import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '../icon-button';

export interface PlainMenuItem<K extends string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
  /** Destructive: drawn in red. */
  danger?: boolean;
  /** A line above the item, setting it apart. */
  separated?: boolean;
}

interface PlainMenuProps<K extends string> {
  /** The trigger's name, e.g. "Actions for gpt-4o". */
  label: string;
  /** The trigger's content (an icon). */
  children: ReactNode;
  items: readonly PlainMenuItem<K>[];
  onSelect: (key: K) => void;
  disabled?: boolean;
  /** The menu opened: a chance to start loading what its items open. */
  onOpen?: () => void;
}

const ITEM = 'flex w-full rounded border-0 bg-transparent px-3 py-[5px] text-left text-sm outline-none';
const ITEM_LOOKS = {
  normal:
    'cursor-pointer text-inherit hover:bg-black/[0.04] focus-visible:bg-black/[0.04] dark:hover:bg-white/[0.08] dark:focus-visible:bg-white/[0.08]',
  danger:
    'cursor-pointer text-[#ff4d4f] hover:bg-[#ff4d4f] hover:text-white focus-visible:bg-[#ff4d4f] focus-visible:text-white',
  disabled: 'cursor-not-allowed text-black/25 dark:text-white/25',
} as const;

const lookOf = (item: { disabled?: boolean; danger?: boolean }) =>
  ITEM_LOOKS[item.disabled ? 'disabled' : item.danger ? 'danger' : 'normal'];

/**
 * A menu button (WAI-ARIA menu pattern) in antd's dropdown look: opens below its trigger, arrow keys,
 * Home and End move between the items, Escape closes and returns to the trigger, a click outside closes.
 */
export function PlainMenu<K extends string>({
  label,
  children,
  items,
  onSelect,
  disabled,
  onOpen,
}: PlainMenuProps<K>) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const enabledItems = () => [
    ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])') ??
      []),
  ];

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const enabled = enabledItems();
      (target === 'first' ? enabled[0] : enabled.at(-1))?.focus();
    }
    const closeOutside = (event: globalThis.MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  // A trigger that turns disabled (its model became busy) takes its menu with it.
  if (disabled && open) setOpen(false);

  const show = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
    onOpen?.();
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onTriggerClick = (event: MouseEvent) => {
    if (open) return setOpen(false);
    // A click from the keyboard (Enter, Space) has no pointer position: take the focus into the menu.
    show(event.detail === 0 ? 'first' : null);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const enabled = enabledItems();
    const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % enabled.length,
      ArrowUp: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      enabled[moves[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (item: PlainMenuItem<K>) => {
    if (item.disabled) return;
    close();
    onSelect(item.key);
  };

  return (
    <div ref={wrapper} className="relative inline-flex">
      <IconButton
        ref={trigger}
        label={label}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {children}
      </IconButton>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-[1050] mt-1 flex min-w-40 flex-col rounded-lg bg-white p-1 shadow-[0_6px_16px_rgba(0,0,0,0.08),0_3px_6px_-4px_rgba(0,0,0,0.12),0_9px_28px_8px_rgba(0,0,0,0.05)] dark:bg-[#1f1f1f]"
        >
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.separated && (
                <div role="separator" className="my-1 h-px bg-black/[0.06] dark:bg-white/10" />
              )}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                onClick={() => choose(item)}
                className={`${ITEM} ${lookOf(item)}`}
              >
                {item.label}
              </button>
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
