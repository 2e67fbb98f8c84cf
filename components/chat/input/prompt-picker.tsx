import { useTranslation } from 'react-i18next';
import { FileTextIcon } from '@/components/common/line-icons';
import { lazyOnDemand } from '@/components/common/on-demand';
import { PopoverButton } from './popover-button';
import '@/locales/areas/chat';

const pickerIsland = lazyOnDemand(() => import('./prompt-picker-island'));

/** Opens the prompts this user may use; choosing one hands its template text to the input. */
export function PromptPicker({ onPick }: { onPick: (template: string) => void }) {
  const { t } = useTranslation('chat');
  return (
    <PopoverButton
      label={t('prompt_picker.open')}
      icon={<FileTextIcon />}
      preload={pickerIsland.preload}
      renderIsland={(props) => (
        <pickerIsland.Component
          {...props}
          onPick={(prompt) => {
            onPick(prompt.content ?? '');
            props.onOpenChange(false);
          }}
        />
      )}
    />
  );
}
