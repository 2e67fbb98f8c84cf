import { useId, useState } from 'react';
import { useRequest } from 'ahooks';
import { Button, Checkbox, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getFeedbackReasons } from '@/client/api/feedback';
import { FEEDBACK_REASON_TYPES, type FeedbackReasonType } from '@/contract/constants/feedback';
import type { FeedbackReason } from '@/contract/feedback';
import '@/locales/areas/chat';

export const REMARK_MAX_LENGTH = 500;

function isReasonType(value: string): value is FeedbackReasonType {
  return (FEEDBACK_REASON_TYPES as readonly string[]).includes(value);
}

async function loadReasons(): Promise<FeedbackReason[]> {
  const [error, data, envelope] = await apiInterceptors(getFeedbackReasons());
  return error || !envelope?.success ? [] : (data ?? []);
}

interface DislikePanelProps {
  busy: boolean;
  /** Resolves to whether the server took it; on failure the panel keeps what the user entered. */
  onSubmit: (reasonTypes: FeedbackReasonType[], remark: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Why the answer was bad: the server's reasons as checkboxes, a free remark, and send. */
export function DislikePanel({ busy, onSubmit, onCancel }: DislikePanelProps) {
  const { t } = useTranslation('chat');
  const remarkId = useId();
  const [selected, setSelected] = useState<FeedbackReasonType[]>([]);
  const [remark, setRemark] = useState('');
  const { data: reasons, loading } = useRequest(loadReasons);

  // Only the contract's reason names are offered: the server stores them comma-joined and an unknown one
  // would break later reads (contract 7.3).
  const options = (reasons ?? []).flatMap((reason) => {
    const type = reason.reason_type;
    return isReasonType(type)
      ? [{ value: type, label: t(`feedback.reasons.${type}`, { defaultValue: reason.reason }) }]
      : [];
  });

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(selected, remark);
      }}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Checkbox.Group
          aria-label={t('feedback.reasons_label')}
          className="flex flex-wrap gap-x-4 gap-y-2"
          options={options}
          value={selected}
          onChange={(values) => setSelected(values)}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={remarkId} className="text-sm opacity-70">
          {t('feedback.remark_label')}
        </label>
        <Input.TextArea
          id={remarkId}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          placeholder={t('feedback.remark_placeholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={REMARK_MAX_LENGTH}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('feedback.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
