import type { ReactNode } from 'react';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';
import { isSidebarHidden } from '@/utils/navigation';
import { LogoArt } from './logo-art';

const BAR = 'animate-pulse rounded-md bg-black/5 dark:bg-white/10';

/** The sidebar's outline: the logo and the menu rows. */
function SidebarOutline() {
  return (
    <div
      data-boot-sidebar
      className="hidden h-full w-60 shrink-0 flex-col gap-6 border-r border-black/5 bg-[#f0f2f5] px-3 py-4 md:flex dark:border-white/10 dark:bg-[#1b1e28]"
    >
      <div className="flex h-12 items-center justify-center">
        <LogoArt className="h-9 w-[150px]" />
      </div>
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={`h-10 ${BAR}`} />
        ))}
      </div>
    </div>
  );
}

/** A construct or list screen's outline: a title bar, then a grid of cards. */
function PageOutline() {
  return (
    <div className="flex flex-col gap-6 p-6">
      <div className={`h-8 w-48 ${BAR}`} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <div key={card} className={`h-36 ${BAR}`} />
        ))}
      </div>
    </div>
  );
}

function ScreenOutline({ pathname, outline }: { pathname: string; outline?: ReactNode }) {
  if (outline) return outline;
  if (pathname.includes('/chat')) return <ChatPageLoading mobile={pathname.startsWith('/mobile')} />;
  return <PageOutline />;
}

/** The phone's top bar as `MobileHeader` draws it: the logo and the menu button's place. */
function MobileHeaderOutline() {
  return (
    <div className="flex h-12 shrink-0 items-center justify-between border-b border-black/5 px-3 md:hidden dark:border-white/10">
      <div className="flex h-12 items-center justify-center">
        <LogoArt className="h-9 w-[150px]" />
      </div>
      <div className="h-8 w-8" />
    </div>
  );
}

/**
 * What shows before the client has read the address and the user's settings: the shell's and the
 * screen's outline. It is in the exported HTML, so the first paint is useful before any script has run;
 * the theme class comes from the boot script. A page may give its own `outline` (its header in both
 * languages, see `Bilingual`, and its skeleton), drawn where the live page will be.
 */
export function BootScreen({ pathname = '/', outline }: { pathname?: string; outline?: ReactNode }) {
  if (isSidebarHidden(pathname, undefined)) {
    return (
      <div className="h-full min-h-screen" aria-busy="true" data-testid="boot-screen">
        <ScreenOutline pathname={pathname} outline={outline} />
      </div>
    );
  }
  return (
    <div className="flex h-screen w-full overflow-hidden" aria-busy="true" data-testid="boot-screen">
      <SidebarOutline />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileHeaderOutline />
        <div className="min-h-0 flex-1 overflow-hidden">
          <ScreenOutline pathname={pathname} outline={outline} />
        </div>
      </div>
    </div>
  );
}
