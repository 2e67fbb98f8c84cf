import { MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/contexts/preferences-context';

interface SidebarToolbarProps {
  collapsed: boolean;
  onToggleCollapse?: () => void;
}

/** Theme switch, language switch and (on the sidebar) the collapse toggle. Every button is named. */
export function SidebarToolbar({ collapsed, onToggleCollapse }: SidebarToolbarProps) {
  const { t } = useTranslation('layout');
  const { mode, toggleMode, language, setLanguage } = usePreferences();
  const themeLabel = mode === 'dark' ? t('toolbar.switch_to_light') : t('toolbar.switch_to_dark');
  const languageLabel = t('toolbar.switch_language');
  const collapseLabel = collapsed ? t('toolbar.expand') : t('toolbar.collapse');
  return (
    <div className={`flex items-center gap-1 ${collapsed ? 'flex-col' : 'justify-between'}`}>
      <Tooltip title={themeLabel}>
        <Button
          type="text"
          aria-label={themeLabel}
          data-action="toggle-theme"
          icon={mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
          onClick={toggleMode}
        />
      </Tooltip>
      <Tooltip title={languageLabel}>
        <Button
          type="text"
          aria-label={languageLabel}
          data-action="toggle-language"
          onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}
        >
          {t('toolbar.language_button')}
        </Button>
      </Tooltip>
      {onToggleCollapse && (
        <Tooltip title={collapseLabel}>
          <Button
            type="text"
            aria-label={collapseLabel}
            aria-expanded={!collapsed}
            data-action="toggle-sidebar"
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            onClick={onToggleCollapse}
          />
        </Tooltip>
      )}
    </div>
  );
}
