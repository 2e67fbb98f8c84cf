import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import { PromptEditor } from './editor/prompt-editor';
import { useEditedPrompt } from './editor/use-edited-prompt';
import { LIST_PATH } from './prompt-options';
import '@/locales/areas/prompt';

function Loading() {
  const { t } = useTranslation('prompt');
  return (
    <div
      role="status"
      aria-busy="true"
      className="p-6 text-sm opacity-70"
      data-testid="prompt-editor-loading"
    >
      {t('editor.loading')}
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation('prompt');
  return <PrimaryLinkButton href={LIST_PATH}>{t('editor.back')}</PrimaryLinkButton>;
}

function EditByCode({ code }: { code: string }) {
  const { t } = useTranslation('prompt');
  const edited = useEditedPrompt(code);
  switch (edited.status) {
    case 'loading':
      return <Loading />;
    case 'failed':
      return (
        <RetryPanel title={t('editor.load_failed')} onRetry={edited.retry} testId="prompt-editor-error" />
      );
    case 'not_found':
      return (
        <div data-testid="prompt-not-found">
          <EmptyState
            title={t('editor.not_found_title')}
            description={t('editor.not_found_description', { code })}
            action={<BackToList />}
          />
        </div>
      );
    case 'ready':
      return <PromptEditor prompt={edited.prompt} />;
  }
}

function EditScreen() {
  const { t } = useTranslation('prompt');
  const router = useRouter();
  // Before hydration the query is empty even when the address names a prompt.
  if (!router.isReady) return <Loading />;
  const raw = router.query.code;
  const code = ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim();
  if (!code)
    return (
      <div data-testid="prompt-not-found">
        <EmptyState
          title={t('editor.not_found_title')}
          description={t('editor.missing_code')}
          action={<BackToList />}
        />
      </div>
    );
  return <EditByCode key={code} code={code} />;
}

/** `/construct/prompt/add` and `/construct/prompt/edit?code=…`; the editor paints without antd. */
export default function PromptEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  return <ConstructLayout>{mode === 'add' ? <PromptEditor /> : <EditScreen />}</ConstructLayout>;
}
