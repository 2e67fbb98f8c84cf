import { useTranslation } from 'react-i18next';
import { ReadIcon } from '@/components/common/line-icons';
import { ParamSelect, type SceneParamChoice } from './param-select';
import { useModeParams } from './use-mode-params';
import '@/locales/areas/chat';

/** The knowledge space a `chat_knowledge` question is answered from (its name is the `select_param`). */
export function KnowledgePicker({ value, onChange, disabled }: SceneParamChoice & { disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const params = useModeParams('chat_knowledge');
  return (
    <ParamSelect
      value={value}
      onChange={onChange}
      params={params}
      disabled={disabled}
      icon={<ReadIcon />}
      testId="knowledge-picker"
      texts={{
        label: t('knowledge.label'),
        loading: t('knowledge.loading'),
        loadFailed: t('knowledge.load_failed'),
        none: t('knowledge.none'),
      }}
    />
  );
}
