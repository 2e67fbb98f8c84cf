import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/common/icon-button';
import { FileTextIcon } from '@/components/common/line-icons';
import { lazyOnDemand, OnDemand } from '@/components/common/on-demand';
import '@/locales/areas/chat';

const pickerIsland = lazyOnDemand(() => import('./prompt-picker-island'));

/** Opens the prompts this user may use; choosing one hands its template text to the input. */
export function PromptPicker({ onPick }: { onPick: (template: string) => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const triggerProps = {
    id: triggerId,
    label: t('prompt_picker.open'),
    'aria-expanded': open,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: pickerIsland.preload,
    onFocus: pickerIsland.preload,
  };
  const icon = <FileTextIcon />;
  return (
    <OnDemand
      armed={open}
      fallback={
        <IconButton {...triggerProps} onClick={() => setOpen(true)}>
          {icon}
        </IconButton>
      }
    >
      <pickerIsland.Component
        open={open}
        onOpenChange={setOpen}
        triggerId={triggerId}
        trigger={<IconButton {...triggerProps}>{icon}</IconButton>}
        onPick={(prompt) => {
          onPick(prompt.content ?? '');
          setOpen(false);
        }}
      />
    </OnDemand>
  );
}
