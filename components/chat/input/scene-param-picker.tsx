import { useTranslation } from 'react-i18next';
import { DatabaseIcon, ReadIcon } from '@/components/common/line-icons';
import type { ChatMode } from '@/contract/constants/chat';
import { ParamSelect, type SceneParamChoice } from './param-select';
import { useModeParams } from './use-mode-params';
import '@/locales/areas/chat';

/** The pickers a scene offers: a knowledge space by name, or a datasource by display name. */
const PICKERS = {
  knowledge: {
    icon: <ReadIcon />,
    testId: 'knowledge-picker',
    keys: {
      label: 'knowledge.label',
      loading: 'knowledge.loading',
      loadFailed: 'knowledge.load_failed',
      none: 'knowledge.none',
    },
  },
  datasource: {
    icon: <DatabaseIcon />,
    testId: 'datasource-picker',
    keys: {
      label: 'data_chat.datasource_label',
      loading: 'data_chat.datasource_loading',
      loadFailed: 'data_chat.datasource_load_failed',
      none: 'data_chat.datasource_none',
    },
  },
} as const;

interface SceneParamPickerProps extends SceneParamChoice {
  kind: keyof typeof PICKERS;
  chatMode: ChatMode;
  disabled?: boolean;
}

/** What the scene's questions are answered from (its `select_param`); `db_param` preselects a datasource. */
export function SceneParamPicker({ kind, chatMode, value, onChange, disabled }: SceneParamPickerProps) {
  const { t } = useTranslation('chat');
  const params = useModeParams(chatMode);
  const { icon, testId, keys } = PICKERS[kind];
  return (
    <ParamSelect
      value={value}
      onChange={onChange}
      params={params}
      disabled={disabled}
      icon={icon}
      testId={testId}
      texts={{
        label: t(keys.label),
        loading: t(keys.loading),
        loadFailed: t(keys.loadFailed),
        none: t(keys.none),
      }}
    />
  );
}
