import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/common/plain/plain-button';
import '@/locales/areas/flow-tools';

interface ImportFlowNameProps {
  value: string;
  onChange: (name: string) => void;
  /** Why the name cannot be used (the rule, or the server's "already exists"). */
  problem: string | null;
  /** A free name to offer in one click when the chosen one is taken. */
  suggestion: string | null;
}

/** The name the imported flow is saved under: the file's, editable, with a way out when it is taken. */
export function ImportFlowName({ value, onChange, problem, suggestion }: ImportFlowNameProps) {
  const { t } = useTranslation('flowTools');
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId}>{t('import.name')}</label>
      <Input
        id={inputId}
        value={value}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <span
          id={errorId}
          role="alert"
          className="flex flex-wrap items-center gap-2 text-[#cf1322] dark:text-[#ff7875]"
        >
          {problem}
          {suggestion && (
            <PlainButton size="small" onClick={() => onChange(suggestion)}>
              {t('import.use_name', { name: suggestion })}
            </PlainButton>
          )}
        </span>
      )}
    </div>
  );
}
