// Loaded on demand, when the parameters button is first used: antd's slider and number inputs.
import { useEffect, useId, useRef } from 'react';
import { InputNumber, Slider, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatContext } from '@/contexts/chat-context';
import { TEMPERATURE_RANGE, updateChatParams, useChatParams } from '../hooks/use-chat-params';
import { InputPopover, type InputPopoverIslandProps } from './input-popover';
import '@/locales/areas/chat';

function ParamsForm() {
  const { t } = useTranslation('chat');
  const { temperature, maxNewTokens } = useChatParams();
  const { currentDialogInfo } = useChatContext();
  const temperatureId = useId();
  const tokensId = useId();
  const temperatureRef = useRef<GetRef<typeof InputNumber>>(null);
  // Opened from a button: the keyboard continues in the first field.
  useEffect(() => temperatureRef.current?.focus(), []);
  const missing = temperature === null || maxNewTokens === null;
  return (
    <div className="flex w-64 flex-col gap-3">
      {currentDialogInfo.app_code && (
        <p className="m-0 text-xs opacity-70">{t('input.params_unsupported')}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={temperatureId} className="text-sm">
          {t('input.temperature')}
        </label>
        <div className="flex items-center gap-2">
          <Slider
            className="flex-1"
            {...TEMPERATURE_RANGE}
            value={temperature ?? undefined}
            onChange={(value: number) => updateChatParams({ temperature: value })}
            tooltip={{ open: false }}
          />
          <InputNumber
            ref={temperatureRef}
            id={temperatureId}
            size="small"
            className="w-16"
            {...TEMPERATURE_RANGE}
            value={temperature}
            onChange={(value) => updateChatParams({ temperature: value })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={tokensId} className="text-sm">
          {t('input.max_new_tokens')}
        </label>
        <InputNumber
          id={tokensId}
          size="small"
          className="w-full"
          min={1}
          step={1}
          precision={0}
          value={maxNewTokens}
          onChange={(value) => updateChatParams({ maxNewTokens: value })}
        />
      </div>
      {missing && (
        <p role="alert" className="m-0 text-xs text-red-600 dark:text-red-400">
          {t('input.params_required')}
        </p>
      )}
    </div>
  );
}

export default function ModelParamsIsland(props: InputPopoverIslandProps) {
  const { t } = useTranslation('chat');
  return <InputPopover {...props} title={t('input.params')} content={<ParamsForm />} />;
}
