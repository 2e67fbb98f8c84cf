import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/contexts/preferences-context';

/** The logo links home; the dark variant is used in dark mode, the square mark when collapsed. */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const { mode } = usePreferences();
  const src = collapsed ? '/logo-mark.svg' : mode === 'dark' ? '/logo-dark.svg' : '/logo.svg';
  return (
    <Link
      href="/"
      prefetch={false}
      aria-label={t('layout:home')}
      className="flex h-12 items-center justify-center"
    >
      {/* Plain img: the export has no image optimiser and the SVG is tiny. */}
      <img
        src={src}
        alt={t('common:app_name')}
        className={collapsed ? 'h-9 w-9' : 'h-9'}
        data-logo={collapsed ? 'mark' : mode}
      />
    </Link>
  );
}
