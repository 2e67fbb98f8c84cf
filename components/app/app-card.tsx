import { AppsIcon } from '@/components/common/shell-icons';
import type { App } from '@/contract/app';

/** One application as Explore lists it: icon, name, description and owner. */
export function AppCard({ app }: { app: App }) {
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-lg border border-black/5 bg-white p-4 shadow-sm dark:border-white/10 dark:bg-[#2d3140]"
      data-testid="app-card"
    >
      <div className="flex items-center gap-3">
        {app.icon ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={app.icon} alt="" className="h-10 w-10 rounded-md object-cover" />
        ) : (
          <span className="flex h-10 w-10 items-center justify-center rounded-md bg-[#0C75FC]/10 text-xl text-primary-text">
            <AppsIcon />
          </span>
        )}
        <h3 className="m-0 truncate text-base font-semibold">{app.app_name}</h3>
      </div>
      {app.app_describe && <p className="m-0 line-clamp-3 text-sm opacity-70">{app.app_describe}</p>}
      {(app.owner_name ?? app.user_name) && (
        <p className="m-0 mt-auto text-xs opacity-70">{app.owner_name ?? app.user_name}</p>
      )}
    </article>
  );
}
