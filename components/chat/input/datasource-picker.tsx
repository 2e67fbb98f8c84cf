import { useTranslation } from 'react-i18next';
import { DatabaseIcon } from '@/components/common/line-icons';
import type { ChatMode } from '@/contract/constants/chat';
import { ParamSelect, type SceneParamChoice } from './param-select';
import { useModeParams } from './use-mode-params';
import '@/locales/areas/chat';

interface DatasourcePickerProps extends SceneParamChoice {
  chatMode: ChatMode;
  disabled?: boolean;
}

/** The datasource a data scene asks (its display name is the `select_param`; `db_param` preselects it). */
export function DatasourcePicker({ chatMode, value, onChange, disabled }: DatasourcePickerProps) {
  const { t } = useTranslation('chat');
  const params = useModeParams(chatMode);
  return (
    <ParamSelect
      value={value}
      onChange={onChange}
      params={params}
      disabled={disabled}
      icon={<DatabaseIcon />}
      testId="datasource-picker"
      texts={{
        label: t('data_chat.datasource_label'),
        loading: t('data_chat.datasource_loading'),
        loadFailed: t('data_chat.datasource_load_failed'),
        none: t('data_chat.datasource_none'),
      }}
    />
  );
}
