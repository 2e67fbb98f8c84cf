import { useCallback, useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { addFeedback, cancelFeedback } from '@/client/api/feedback';
import type { FeedbackReasonType, FeedbackRecord, FeedbackType } from '@/contract/feedback';

export type FeedbackChoice = FeedbackType | null;

function choiceOf(record: Partial<FeedbackRecord> | null | undefined): FeedbackChoice {
  const type = record?.feedback_type;
  return type === 'like' || type === 'unlike' ? type : null;
}

/**
 * The like/unlike of one round (contract 7.3, 7.4). Each call resolves to whether the server took it;
 * a refusal was already shown by the interceptor's notification, and the state stays as it was.
 */
export function useFeedback(convUid: string, messageOrder: number, initial?: Partial<FeedbackRecord> | null) {
  const [choice, setChoice] = useState<FeedbackChoice>(() => choiceOf(initial));
  const [busy, setBusy] = useState(false);
  // A second click while a request is out would race it; the ref sees the flag before React re-renders.
  const inFlight = useRef(false);
  const messageId = String(messageOrder);

  const run = useCallback(async (request: () => Promise<boolean>) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    try {
      return await request();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const send = useCallback(
    (type: FeedbackType, reasonTypes?: FeedbackReasonType[], remark?: string) =>
      run(async () => {
        const [error, , envelope] = await apiInterceptors(
          addFeedback({
            conv_uid: convUid,
            message_id: messageId,
            feedback_type: type,
            ...(reasonTypes ? { reason_types: reasonTypes } : {}),
            ...(remark ? { remark } : {}),
          }),
        );
        if (error || !envelope?.success) return false;
        setChoice(type);
        return true;
      }),
    [convUid, messageId, run],
  );

  const cancel = useCallback(
    () =>
      run(async () => {
        const [error, , envelope] = await apiInterceptors(
          cancelFeedback({ conv_uid: convUid, message_id: messageId }),
        );
        if (error || !envelope?.success) return false;
        setChoice(null);
        return true;
      }),
    [convUid, messageId, run],
  );

  const like = useCallback(() => send('like'), [send]);
  const dislike = useCallback(
    (reasonTypes: FeedbackReasonType[], remark: string) => send('unlike', reasonTypes, remark.trim()),
    [send],
  );

  return { choice, busy, like, dislike, cancel };
}
