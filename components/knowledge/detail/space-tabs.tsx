import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '@/components/common/plain/tab-keys';

interface SpaceTabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/** Tabs (WAI-ARIA pattern: arrow keys, Home, End) in antd's line look, without antd. */
export function SpaceTabs<K extends string>({ label, tabs, active, onChange, children }: SpaceTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onChange(tabs[target].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        ref={list}
        className="flex gap-6 border-b border-black/10 dark:border-white/10"
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px cursor-pointer border-0 border-b-2 border-solid bg-transparent px-0 py-2 text-sm focus-visible:outline-2 focus-visible:outline-[#0C75FC] ${
                selected
                  ? 'border-[#0C75FC] text-primary-text'
                  : 'border-transparent text-inherit hover:text-primary-text'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </div>
  );
}
