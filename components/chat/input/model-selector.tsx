import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatContext } from '@/contexts/chat-context';
import { getModelIcon, getModelLabel } from '@/utils/model-catalogue';
import '@/locales/areas/chat';

function ModelOption({ name }: { name: string }) {
  const label = getModelLabel(name);
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5" title={name}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small static icons from public/models */}
      <img src={getModelIcon(name)} alt="" className="h-4 w-4 shrink-0" />
      <span className="truncate">{label}</span>
      {label !== name && <span className="truncate text-xs opacity-50">{name}</span>}
    </span>
  );
}

/** The model the next question goes to: every healthy model, shown with its catalogue icon and label. */
export function ModelSelector({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('chat');
  const { model, setModel, modelList } = useChatContext();
  return (
    <Select
      aria-label={t('input.model')}
      size="small"
      variant="borderless"
      className="min-w-32 max-w-64"
      popupMatchSelectWidth={false}
      disabled={disabled}
      value={model || undefined}
      placeholder={t('input.no_model')}
      notFoundContent={t('input.no_model')}
      onChange={setModel}
      options={modelList.map((name) => ({ value: name, label: <ModelOption name={name} /> }))}
    />
  );
}
