import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { LogoArt } from './logo-art';

/**
 * The logo links home; the square mark when collapsed. Drawn in the page as the exported outline draws it
 * (the name's colour follows the theme class): no request, and no picture that paints after hydration and
 * outgrows the screen's title as its largest content.
 */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Link
      href="/"
      prefetch={false}
      // Collapsed, the mark shows no name; otherwise the drawn name is part of the link's name.
      aria-label={collapsed ? t('layout:home') : t('layout:home_named', { name: t('common:app_name') })}
      className="flex h-12 items-center justify-center"
    >
      {collapsed ? (
        // Plain img: the export has no image optimiser and the SVG is tiny.
        <img src="/logo-mark.svg" alt={t('common:app_name')} className="h-9 w-9" data-logo="mark" />
      ) : (
        <LogoArt className="h-9 w-[150px]" />
      )}
    </Link>
  );
}
