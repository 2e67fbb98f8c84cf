import { AppsIcon } from '@/components/common/shell-icons';

/** An app's icon (a URL from the server), or the apps glyph on a tinted tile when it has none. */
export function AppIcon({ icon, small = false }: { icon?: string | null; small?: boolean }) {
  const size = small ? 'h-8 w-8' : 'h-9 w-9 text-xl';
  if (icon)
    return <img src={icon} alt="" className={`${size} shrink-0 rounded-md object-cover`} />;
  return (
    <span
      className={`flex ${size} shrink-0 items-center justify-center rounded-md bg-[#0C75FC]/10 text-primary-text`}
    >
      <AppsIcon />
    </span>
  );
}
