import { Bilingual } from '@/components/layout/bilingual';
import { flow as en } from '@/locales/en/flow';
import { flow as zh } from '@/locales/zh/flow';

const BAR = 'animate-pulse rounded bg-black/5 dark:bg-white/5';

/**
 * `/construct/flow/canvas` before its code has loaded (the exported HTML, then while the canvas's chunk
 * loads): the toolbar as `CanvasToolbar` draws it, with on a phone its line saying the canvas is for
 * viewing (both languages, `<html lang>` shows one), over the canvas's place. That line is the screen's
 * largest text on a phone, so it paints with the first paint.
 */
export function CanvasOutline() {
  return (
    <div className="flex h-[calc(100dvh-56px)] min-h-[480px] w-full flex-col md:h-dvh" aria-busy="true">
      <header className="flex flex-col gap-1 border-b border-black/10 px-3 py-2 dark:border-white/10">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`h-[18px] w-[18px] ${BAR}`} />
          <span className={`h-6 min-w-0 max-w-48 flex-1 ${BAR}`} />
        </div>
        <p className="m-0 text-xs opacity-70 md:hidden">
          <Bilingual en={en.canvas.phone_view} zh={zh.canvas.phone_view} />
        </p>
      </header>
      <div className={`m-3 flex-1 ${BAR}`} />
    </div>
  );
}
