import { useTranslation } from 'react-i18next';
import { PaperClipIcon } from '@/components/common/line-icons';
import { CloseIcon } from '@/components/common/shell-icons';
import { IconButton } from '@/components/common/icon-button';
import type { AttachmentState } from './use-file-attachment';
import '@/locales/areas/chat';

interface AttachmentChipProps {
  state: AttachmentState;
  onRemove: () => void;
}

/** The picked file above the input: a progress bar while it uploads, then a removable chip. */
export function AttachmentChip({ state, onRemove }: AttachmentChipProps) {
  const { t } = useTranslation('chat');
  if (state.phase === 'idle') return null;
  const name = state.phase === 'uploading' ? state.name : state.file.file_name;
  return (
    <div
      className="inline-flex max-w-full items-center gap-2 rounded-md border border-black/10 bg-black/[0.03] py-0.5 pl-2 pr-0.5 text-sm dark:border-white/15 dark:bg-white/5"
      data-testid="chat-attachment"
    >
      <PaperClipIcon />
      <span className="max-w-56 truncate" title={name}>
        {name}
      </span>
      {state.phase === 'uploading' && (
        <span
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          aria-label={t('input.upload_progress', { name, percent: state.percent })}
          className="h-1.5 w-20 overflow-hidden rounded-full bg-black/10 dark:bg-white/15"
        >
          <span
            className="block h-full bg-[#0C75FC] transition-[width]"
            style={{ width: `${state.percent}%` }}
          />
        </span>
      )}
      <IconButton label={t('input.remove_file', { name })} onClick={onRemove} className="h-6 min-w-6 text-xs">
        <CloseIcon />
      </IconButton>
    </div>
  );
}
