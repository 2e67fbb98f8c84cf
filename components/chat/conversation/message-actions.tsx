import { useTranslation } from 'react-i18next';
import { CopyIcon, ReloadIcon } from '@/components/common/line-icons';
import { IconButton } from '@/components/common/icon-button';
import { MessageFeedback } from '@/components/chat/feedback';
import type { FeedbackRecord } from '@/contract/feedback';
import { useChatNotice } from '../hooks/chat-notice';
import '@/locales/areas/chat';
import '@/locales/areas/request';

interface MessageActionsProps {
  content: string;
  convUid: string;
  order: number;
  /** Feedback needs the answer stored on the server: not for a failed one. */
  stored: boolean;
  feedback?: Partial<FeedbackRecord> | null;
  onRetry?: () => void;
  mobile?: boolean;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Under a finished answer: copy, retry (last answer only) and feedback. */
export function MessageActions(props: MessageActionsProps) {
  const { content, convUid, order, stored, feedback, onRetry, mobile } = props;
  const { t } = useTranslation(['chat', 'request']);
  const notice = useChatNotice();
  const copy = async () => {
    if (await copyText(content)) notice.success(t('chat:conversation.copied'));
    else notice.error(t('request:copyFailed'));
  };
  const leading = (
    <>
      {content && (
        <IconButton label={t('chat:conversation.copy')} onClick={() => void copy()}>
          <CopyIcon />
        </IconButton>
      )}
      {onRetry && (
        <IconButton label={t('chat:conversation.retry')} onClick={onRetry}>
          <ReloadIcon />
        </IconButton>
      )}
    </>
  );
  // Feedback panels open below the whole row, so copy and retry stay where they are.
  return (
    <div className="text-black/50 dark:text-white/50">
      {stored ? (
        <MessageFeedback
          convUid={convUid}
          messageOrder={order}
          variant={mobile ? 'drawer' : 'inline'}
          initialFeedback={feedback}
          leading={leading}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-1" data-testid="answer-actions">
          {leading}
        </div>
      )}
    </div>
  );
}
