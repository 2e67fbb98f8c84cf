import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/common/antd-theme';
import { EmptyState } from '@/components/common/empty-state';
import { ArrowLeftIcon, SaveIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { Spinner } from '@/components/common/plain/spinner';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { useToasts } from '@/components/common/plain/toasts';
import { RetryPanel } from '@/components/common/retry-panel';
import { isOneOf } from '@/components/construct/one-of';
import { TEAM_MODES } from '../create/team-mode-picker';
import { AgentsSection } from './agents-section';
import { AwelSection } from './awel-section';
import { Field, Section } from './field';
import { NativeSection } from './native-section';
import { QuestionsSection } from './questions-section';
import { useAppEditor } from './use-app-editor';
import { useLeaveGuard } from './use-leave-guard';
import '@/locales/areas/app';

function AppEditor({ appCode }: { appCode: string }) {
  const { t } = useTranslation('app');
  const toasts = useToasts();
  const { loading, dirty, problems, change, save, saving, failure, retry } = useAppEditor(appCode);
  useLeaveGuard(dirty, t('editor.leave_confirm'));

  if (loading.status === 'loading') {
    return <Spinner label={t('editor.loading')} className="m-auto py-16 text-3xl text-primary-text" />;
  }
  if (loading.status === 'failed') {
    return <RetryPanel title={t('editor.load_failed')} onRetry={retry} testId="app-editor-error" />;
  }
  const { app, draft } = loading;
  const mode = draft.team_mode;
  const problemCount = Object.keys(problems).length;

  const submit = async () => {
    if ((await save()) === 'saved') toasts.success(t('editor.saved', { name: draft.app_name.trim() }));
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {toasts.holder}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="m-0 min-w-0 flex-1 truncate text-xl font-semibold">
          {t('editor.title', { name: app.app_name })}
        </h1>
        <span className={TAG_CLASSES.blue}>{isOneOf(TEAM_MODES, mode) ? t(`team_modes.${mode}`) : mode}</span>
        {dirty && (
          <span className="text-xs text-[#d48806]" data-testid="unsaved">
            {t('editor.unsaved')}
          </span>
        )}
        <PlainButton type="submit" variant="primary" icon={<SaveIcon />} loading={saving}>
          {t('editor.save')}
        </PlainButton>
      </header>
      {problemCount > 0 && (
        <Alert type="warning" showIcon title={t('editor.problems', { count: problemCount })} />
      )}
      {failure && <Alert type="error" showIcon title={t('editor.save_failed', { reason: failure })} />}
      <Section title={t('editor.basics.title')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Field label={t('editor.basics.name')} problem={problems.app_name}>
            {(ids) => (
              <Input
                {...ids}
                value={draft.app_name}
                status={problems.app_name ? 'error' : undefined}
                onChange={(event) => change((current) => ({ ...current, app_name: event.target.value }))}
              />
            )}
          </Field>
          <Field label={t('editor.basics.describe')}>
            {(ids) => (
              <Input.TextArea
                {...ids}
                autoSize={{ minRows: 1, maxRows: 4 }}
                value={draft.app_describe}
                onChange={(event) => change((current) => ({ ...current, app_describe: event.target.value }))}
              />
            )}
          </Field>
        </div>
      </Section>
      {mode === 'native_app' && (
        <NativeSection
          native={draft.native}
          problems={problems}
          onChange={(native) => change((current) => ({ ...current, native }))}
        />
      )}
      {(mode === 'single_agent' || mode === 'auto_plan') && (
        <AgentsSection
          mode={mode}
          agents={draft.agents}
          problems={problems}
          onChange={(agents) => change((current) => ({ ...current, agents }))}
        />
      )}
      {mode === 'awel_layout' && (
        <AwelSection
          flow={draft.flow}
          problems={problems}
          onChange={(flow) => change((current) => ({ ...current, flow }))}
        />
      )}
      <QuestionsSection
        questions={draft.questions}
        problems={problems}
        onChange={(questions) => change((current) => ({ ...current, questions }))}
      />
    </form>
  );
}

/** `/construct/app/extra?app_code=…`: one app's settings for its work mode, saved to the server. */
export default function AppEditorPage() {
  const { t } = useTranslation('app');
  const router = useRouter();
  const raw = router.query.app_code;
  const appCode = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <AntdTheme>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
        <Link
          href="/construct/app"
          className="inline-flex items-center gap-1 self-start text-sm text-primary-text no-underline"
        >
          <ArrowLeftIcon />
          {t('editor.back')}
        </Link>
        {!router.isReady ? null : appCode ? (
          <AppEditor key={appCode} appCode={appCode} />
        ) : (
          <EmptyState title={t('editor.not_found.title')} description={t('editor.not_found.description')} />
        )}
      </div>
    </AntdTheme>
  );
}
