import type { ReactNode } from 'react';
import { CheckCircleIcon, CloseCircleIcon, ExclamationCircleIcon, InfoCircleIcon } from '../line-icons';
import { CloseIcon } from '../shell-icons';

const TONES = {
  info: {
    box: 'border-[#91caff] bg-[#e6f4ff] dark:border-[#15325b] dark:bg-[#111a2c]',
    icon: 'text-primary-text',
    Icon: InfoCircleIcon,
  },
  success: {
    box: 'border-[#b7eb8f] bg-[#f6ffed] dark:border-[#274916] dark:bg-[#162312]',
    icon: 'text-[#52c41a]',
    Icon: CheckCircleIcon,
  },
  warning: {
    box: 'border-[#ffe58f] bg-[#fffbe6] dark:border-[#594214] dark:bg-[#2b2111]',
    icon: 'text-[#faad14]',
    Icon: ExclamationCircleIcon,
  },
  error: {
    box: 'border-[#ffccc7] bg-[#fff2f0] dark:border-[#58181c] dark:bg-[#2c1618]',
    icon: 'text-[#ff4d4f]',
    Icon: CloseCircleIcon,
  },
} as const;

interface NoticeProps {
  type: keyof typeof TONES;
  title: string;
  description?: string;
  /** A button beside the text (e.g. "Use it"). */
  action?: ReactNode;
  /** Shows a close button with this name. */
  closeLabel?: string;
  onClose?: () => void;
  className?: string;
  'data-testid'?: string;
}

/** A message inside the page (antd's Alert look): announced when it appears. */
export function Notice({
  type,
  title,
  description,
  action,
  closeLabel,
  onClose,
  className = '',
  'data-testid': testId,
}: NoticeProps) {
  const { box, icon, Icon } = TONES[type];
  return (
    <div
      role="alert"
      data-testid={testId}
      className={`flex items-start gap-2 rounded border border-solid px-3 py-2 text-sm ${description ? 'py-3' : ''} ${box} ${className}`}
    >
      <Icon className={`mt-0.5 ${description ? 'text-xl' : 'text-base'} ${icon}`} />
      <div className="min-w-0 flex-1">
        <div className={description ? 'mb-1 text-base' : ''}>{title}</div>
        {description && <div className="opacity-80">{description}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
      {closeLabel && onClose && (
        <button
          type="button"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onClose}
          className="inline-flex cursor-pointer items-center border-0 bg-transparent p-0.5 text-inherit opacity-45 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
