/** A quiet box the size of a chart, for a chart that is loading or still arriving. */
export function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="my-3 flex h-40 w-full animate-pulse items-center justify-center rounded-lg bg-black/[0.04] text-sm text-black/50 dark:bg-white/[0.06] dark:text-white/50"
    >
      {label}
    </div>
  );
}
