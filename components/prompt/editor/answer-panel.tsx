import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChatMarkdown } from '@/components/chat/markdown';
import { Notice } from '@/components/common/plain/notice';
import type { Language } from '@/locales/types';
import type { PromptTestState } from './use-prompt-test';
import type { VerifyOutcome } from './verify-answer';
import '@/locales/areas/prompt';

function verdictText(verdict: VerifyOutcome, t: TFunction<'prompt'>, language: Language): string {
  switch (verdict.kind) {
    case 'passed':
      return t('test.verify_passed');
    case 'missing':
      return t('test.verify_missing', {
        properties: verdict.properties.join(language === 'zh' ? '、' : ', '),
      });
    case 'no_json':
      return t('test.verify_no_json');
    case 'unknown_target':
      return t('test.verify_unknown_target');
    case 'mismatch':
      return t('test.verify_mismatch');
    case 'failed':
      return verdict.message || t('test.verify_mismatch');
  }
}

interface AnswerPanelProps {
  state: PromptTestState;
  verdict: VerifyOutcome | null;
  language: Language;
}

/** The model's answer as it streams, what stopped it, and the verification verdict. */
export function AnswerPanel({ state, verdict, language }: AnswerPanelProps) {
  const { t } = useTranslation('prompt');
  const headingId = useId();
  const streaming = state.status === 'streaming';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={streaming}
      className="flex flex-col gap-2 rounded border border-black/10 p-3 dark:border-white/15"
    >
      <h3 id={headingId} className="m-0 text-sm font-medium opacity-70">
        {t('test.answer')}
      </h3>
      <div className="max-h-[28rem] min-h-16 overflow-y-auto" data-testid="prompt-answer" aria-live="polite">
        {state.answer ? (
          <ChatMarkdown content={state.answer} streaming={streaming} />
        ) : (
          <p className="m-0 text-sm opacity-70">
            {streaming ? t('test.generating') : state.status === 'idle' ? t('test.answer_empty') : null}
          </p>
        )}
      </div>
      {streaming && state.answer && <p className="m-0 text-xs opacity-70">{t('test.generating')}</p>}
      {state.status === 'stopped' && <p className="m-0 text-xs opacity-70">{t('test.stopped')}</p>}
      {state.status === 'error' && state.error && (
        <Notice type="error" title={state.error} data-testid="prompt-test-error" />
      )}
      {verdict && (
        <Notice
          type={verdict.kind === 'passed' ? 'success' : 'error'}
          title={verdictText(verdict, t, language)}
          data-testid="prompt-verify-result"
        />
      )}
    </section>
  );
}
