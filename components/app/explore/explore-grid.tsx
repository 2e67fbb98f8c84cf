import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { App } from '@/contract/app';
import { EXPLORE_CARD_HEIGHT_PX } from './explore-card';

const GAP_PX = 16;
const ROW_PX = EXPLORE_CARD_HEIGHT_PX + GAP_PX;
/** How far before the end the next page is asked for, so scrolling rarely waits. */
const PRELOAD_MARGIN = '600px 0px';

/** Columns for the grid's own width (not the window's: the side menu takes part of it). */
export function columnsFor(width: number): number {
  if (width >= 1280) return 4;
  if (width >= 880) return 3;
  if (width >= 560) return 2;
  return 1;
}

function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

interface ExploreGridProps {
  apps: readonly App[];
  /** The element that scrolls the grid; state, so the grid renders again once it exists. */
  scrollElement: HTMLElement | null;
  label: string;
  renderCard: (app: App) => ReactNode;
  /** The end of the list came near: time for the next page. */
  onEndReached: () => void;
  footer: ReactNode;
}

/**
 * The app grid, virtualised by rows of fixed height: a thousand apps keep a few dozen cards in the
 * document. A sentinel under the rows asks for the next page when it nears the viewport; it is observed
 * again after each page, so a page too short to fill the screen is followed by the next one.
 */
export function ExploreGrid({
  apps,
  scrollElement,
  label,
  renderCard,
  onEndReached,
  footer,
}: ExploreGridProps) {
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const columns = columnsFor(useWidth(grid));
  const rows = Math.ceil(apps.length / columns);
  const sentinel = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_PX,
    overscan: 3,
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !scrollElement) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndReached();
      },
      { root: scrollElement, rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [scrollElement, onEndReached, apps.length]);

  return (
    <div ref={setGrid}>
      <ul
        aria-label={label}
        className="relative m-0 list-none p-0"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            className="absolute left-0 top-0 grid w-full gap-4"
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start}px)`,
            }}
          >
            {apps.slice(row.index * columns, row.index * columns + columns).map((app) => (
              <div key={app.app_code}>{renderCard(app)}</div>
            ))}
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {footer}
    </div>
  );
}
