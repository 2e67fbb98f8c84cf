import { useState } from 'react';
import { useRequest } from 'ahooks';
import { Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { commitRating, findRating } from '@/client/api/feedback';
import { RATING_LABEL_KEYS, RATING_MAX, RATING_MIN } from '@/contract/constants/feedback';
import '@/locales/areas/chat';

/** A stored score, which older servers send as text; anything outside 0–5 counts as none. */
export function scoreOf(value: unknown): number | undefined {
  const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof score === 'number' && Number.isInteger(score) && score >= RATING_MIN && score <= RATING_MAX
    ? score
    : undefined;
}

async function loadScore(convUid: string, messageOrder: number): Promise<number | undefined> {
  const [error, data, envelope] = await apiInterceptors(
    findRating({ conv_uid: convUid, conv_index: messageOrder }),
  );
  return error || !envelope?.success ? undefined : scoreOf(data?.score);
}

interface RatingPanelProps {
  convUid: string;
  messageOrder: number;
  /** Called with the score once the server has stored it. */
  onRated: (score: number) => void;
}

/** The 0–5 scale, each score with what it means; choosing a score commits it (contract 7.6, 7.7). */
export function RatingPanel({ convUid, messageOrder, onRated }: RatingPanelProps) {
  const { t } = useTranslation('chat');
  // The user's pick wins over the stored score, and stays shown when committing it fails.
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const { data: stored, loading } = useRequest(() => loadScore(convUid, messageOrder), {
    refreshDeps: [convUid, messageOrder],
  });

  const commit = async (score: number) => {
    setPicked(score);
    setSaving(true);
    const [error, , envelope] = await apiInterceptors(
      commitRating({ conv_uid: convUid, conv_index: messageOrder, question: null, score, ques_type: null }),
    );
    setSaving(false);
    if (!error && envelope?.success) onRated(score);
  };

  if (loading) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return (
    <Radio.Group
      aria-label={t('feedback.rating_label')}
      disabled={saving}
      value={picked ?? stored}
      onChange={(event) => void commit(Number(event.target.value))}
      // One score a line: the labels are short sentences, in both languages and on a phone.
      className="flex flex-col gap-1.5"
      options={RATING_LABEL_KEYS.map((key, score) => ({
        value: score,
        label: t('feedback.rating_option', { score, label: t(`feedback.ratings.${key}`) }),
      }))}
    />
  );
}
