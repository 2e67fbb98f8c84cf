import type { ReactNode } from 'react';
import { Bilingual } from '@/components/layout/bilingual';
import {
  ConstructFrame,
  constructHref,
  constructTabClasses,
  type ConstructArea,
} from '@/components/layout/construct-frame';
import { construct as en } from '@/locales/en/construct';
import { construct as zh } from '@/locales/zh/construct';
import { AreaListSkeleton } from './area-list-loading';

/**
 * A Construct list route in the exported HTML, before any script: the title, the area's description and
 * the tabs in both languages (the boot script's `<html lang>` shows one), over the screen's outline. It is
 * what the live screen draws in the same places, so the first paint is the screen's largest text.
 */
export function ConstructOutline({
  area,
  body,
  describe = true,
}: {
  area: ConstructArea;
  body?: ReactNode;
  /** The area's description: on its list screen only, as `ConstructLayout` does. */
  describe?: boolean;
}) {
  return (
    <ConstructFrame
      title={<Bilingual en={en.title} zh={zh.title} />}
      description={describe ? <Bilingual en={en.descriptions[area]} zh={zh.descriptions[area]} /> : undefined}
      tabsLabel={en.tabs_label}
      renderTab={(tab) => (
        <a
          href={`${constructHref(tab)}/`}
          aria-current={tab === area ? 'page' : undefined}
          className={constructTabClasses(tab === area)}
        >
          <Bilingual en={en.tabs[tab]} zh={zh.tabs[tab]} />
        </a>
      )}
    >
      {body ?? <AreaListSkeleton />}
    </ConstructFrame>
  );
}
