import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '@/components/common/plain/tab-keys';

export interface ChartTab {
  key: string;
  label: string;
  /** Rendered only while the tab is open: a 100,000-row table costs nothing until asked for. */
  render: () => ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; the open one is the only one in the page. */
export function ChartTabs({ tabs, label }: { tabs: ChartTab[]; label: string }) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.key);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    setActive(tabs[target].key);
    buttons.current[target]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-0 border-b border-solid border-black/10 dark:border-white/15"
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px cursor-pointer border-0 border-b-2 border-solid bg-transparent px-3 py-1.5 text-sm text-inherit focus-visible:outline-2 focus-visible:outline-[#0C75FC] ${
                selected
                  ? 'border-[#0C75FC] font-medium text-[#0C75FC]'
                  : 'border-transparent opacity-70 hover:opacity-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.render()}
        </div>
      )}
    </div>
  );
}
