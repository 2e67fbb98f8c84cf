/**
 * What a chat route shows while its screen's code loads (and in the exported HTML): the layout's
 * outline, without text, so it reads the same in either language.
 */
export function ChatPageLoading({ mobile = false }: { mobile?: boolean }) {
  return (
    <div className="flex h-full min-h-0" aria-busy="true" data-testid="chat-loading">
      {!mobile && (
        <div className="hidden w-64 shrink-0 border-r border-black/5 md:block dark:border-white/10" />
      )}
      <div className="flex flex-1 flex-col justify-end gap-3 p-6">
        <div className="mx-auto h-12 w-full max-w-3xl animate-pulse rounded-lg bg-black/5 dark:bg-white/5" />
      </div>
    </div>
  );
}
