import { CollapseIcon, ExpandIcon, MoonIcon, SunIcon } from '@/components/common/shell-icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { usePreferences } from '@/contexts/preferences-context';

interface SidebarToolbarProps {
  collapsed: boolean;
  onToggleCollapse?: () => void;
}

/** Theme switch, language switch and (on the sidebar) the collapse toggle. Every button is named. */
export function SidebarToolbar({ collapsed, onToggleCollapse }: SidebarToolbarProps) {
  const { t } = useTranslation('layout');
  const { mode, toggleMode, language, setLanguage } = usePreferences();
  return (
    <div className={`flex items-center gap-1 ${collapsed ? 'flex-col' : 'justify-between'}`}>
      <IconButton
        label={mode === 'dark' ? t('toolbar.switch_to_light') : t('toolbar.switch_to_dark')}
        data-action="toggle-theme"
        onClick={toggleMode}
      >
        {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
      </IconButton>
      <IconButton
        label={t('toolbar.switch_language')}
        data-action="toggle-language"
        className="text-sm font-medium"
        onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
      >
        {t('toolbar.language_button')}
      </IconButton>
      {onToggleCollapse && (
        <IconButton
          label={collapsed ? t('toolbar.expand') : t('toolbar.collapse')}
          aria-expanded={!collapsed}
          data-action="toggle-sidebar"
          onClick={onToggleCollapse}
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </IconButton>
      )}
    </div>
  );
}
