/** The responsive grid of cards the list screens share (one to four columns). */
export const CARD_GRID =
  'm-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

const BAR = 'h-4 animate-pulse rounded bg-black/[0.06] dark:bg-white/10';

/** The outline of a card while a list loads (antd's Skeleton look: avatar, title, two lines). */
export function SkeletonCard({ roundAvatar = false }: { roundAvatar?: boolean }) {
  const avatar = roundAvatar ? 'h-8 w-8 rounded-full' : 'h-9 w-9 rounded';
  return (
    <li className="flex gap-4 rounded-lg border border-black/10 p-4 dark:border-white/10">
      <div className={`${avatar} shrink-0 animate-pulse bg-black/[0.06] dark:bg-white/10`} />
      <div className="flex flex-1 flex-col gap-4">
        <div className={`${BAR} w-2/5`} />
        <div className={BAR} />
        <div className={`${BAR} w-3/5`} />
      </div>
    </li>
  );
}
