import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

export interface RowMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

interface RowMenuProps {
  title: string;
  items: RowMenuItem[];
  /** Escape, a click elsewhere or a chosen item closes it; `refocus` says whether focus goes back to the row. */
  onClose: (refocus: boolean) => void;
}

const itemClass =
  'flex h-8 w-full cursor-pointer items-center rounded border-0 bg-transparent px-2.5 text-left text-sm text-inherit hover:bg-black/5 focus-visible:bg-black/5 focus-visible:outline-none dark:hover:bg-white/10 dark:focus-visible:bg-white/10';

/** A conversation's actions as a menu (right-click or the context-menu key on its row). */
export function RowMenu({ title, items, onClose }: RowMenuProps) {
  const { t } = useTranslation('chat');
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !menuRef.current?.contains(event.target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = entries.findIndex((entry) => entry === document.activeElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    }
  };

  return (
    <div
      ref={menuRef}
      role="menu"
      // The items take the focus; the menu itself only from a script (arrow keys move between items).
      tabIndex={-1}
      aria-label={t('dialogs.actions', { title })}
      onKeyDown={onKeyDown}
      className="absolute top-full right-1 z-20 mt-1 flex w-40 flex-col rounded-lg border border-black/10 bg-white p-1 text-black/85 shadow-lg dark:border-white/15 dark:bg-[#2a2f3d] dark:text-white/85"
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className={itemClass}
          onClick={() => {
            onClose(false);
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
