import type { ReactNode, Ref } from 'react';
import { PageHeader } from '@/components/common/page-header';

export const CONSTRUCT_AREAS = [
  'app',
  'flow',
  'knowledge',
  'database',
  'models',
  'prompt',
  'dbgpts',
  'plugins',
] as const;
export type ConstructArea = (typeof CONSTRUCT_AREAS)[number];

export const constructHref = (area: ConstructArea) => `/construct/${area}`;

/** A tab's look; the current area's tab is underlined. */
export function constructTabClasses(active: boolean): string {
  return `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm no-underline ${
    active
      ? 'border-[#0C75FC] font-medium text-primary-text'
      : 'border-transparent text-gray-600 hover:text-primary-text dark:text-gray-300'
  }`;
}

interface ConstructFrameProps {
  title: ReactNode;
  /** What the current area is for, under the title (absent on screens of one item). */
  description?: ReactNode;
  tabsLabel: string;
  /** One tab, a link to the area (the caller decides which link component). */
  renderTab: (area: ConstructArea) => ReactNode;
  extra?: ReactNode;
  stripRef?: Ref<HTMLUListElement>;
  children: ReactNode;
}

/**
 * The Construct screens' frame: title, the area's description, the tab strip and the screen. Both the live
 * layout and the exported HTML's outline draw it, so the first paint and the live screen line up exactly.
 */
export function ConstructFrame({
  title,
  description,
  tabsLabel,
  renderTab,
  extra,
  stripRef,
  children,
}: ConstructFrameProps) {
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={title} subtitle={description} extra={extra} />
      <nav aria-label={tabsLabel} className="border-b border-black/5 px-6 dark:border-white/10">
        <ul ref={stripRef} className="scroll-cue m-0 flex list-none gap-1 overflow-x-auto p-0">
          {CONSTRUCT_AREAS.map((area) => (
            <li key={area}>{renderTab(area)}</li>
          ))}
        </ul>
      </nav>
      <div className="min-h-0 flex-1 overflow-auto">{children}</div>
    </div>
  );
}

/** The area a Construct address belongs to, if any. */
export function constructAreaOf(pathname: string): ConstructArea | undefined {
  return CONSTRUCT_AREAS.find((area) => {
    const href = constructHref(area);
    return pathname === href || pathname.startsWith(`${href}/`);
  });
}
