import { useCallback, useEffect, useState } from 'react';
import { editApp, getAppInfo } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/database/request-failure';
import type { App } from '@/contract/app';
import { draftOf, requestOf, type AppDraft } from './app-draft';
import { checkDraft, type DraftProblems } from './draft-checks';

type Loading =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; app: App; saved: AppDraft; draft: AppDraft };

export type SaveOutcome = 'invalid' | 'failed' | 'saved';

/** Of what is wrong now, what a save attempt pointed out. */
function shownProblems(found: DraftProblems, flagged: ReadonlySet<string>): DraftProblems {
  return Object.fromEntries(Object.entries(found).filter(([path]) => flagged.has(path)));
}

/**
 * The app of the address, read from the server (the address alone identifies it: a reload keeps it),
 * the user's draft of it, whether that differs from what is stored, and saving it.
 */
export function useAppEditor(appCode: string) {
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The problems the last refused save pointed out: only those are marked, each until it is fixed, so a
  // row added afterwards is not red before the user has filled it in, and the banner goes with the last fix.
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // `chat_scene` is required even with an app code (contract 1.16); the code decides which app.
    void apiInterceptors(getAppInfo({ chat_scene: 'chat_agent', app_code: appCode })).then((result) => {
      if (!live) return;
      const app = result[1];
      if (!succeeded(result) || !app) return setLoading({ status: 'failed' });
      const draft = draftOf(app);
      setLoading({ status: 'ready', app, saved: draft, draft });
    });
    return () => {
      live = false;
    };
  }, [appCode, attempt]);

  const ready = loading.status === 'ready' ? loading : null;
  const dirty = ready !== null && JSON.stringify(ready.draft) !== JSON.stringify(ready.saved);
  const found = ready ? checkDraft(ready.draft) : {};
  const problems = shownProblems(found, flagged);
  // A fixed (or removed) field is no longer flagged: breaking it again waits for the next save.
  if (Object.keys(problems).length !== flagged.size) setFlagged(new Set(Object.keys(problems)));

  const change = useCallback((update: (draft: AppDraft) => AppDraft) => {
    setFailure(null);
    setLoading((current) =>
      current.status === 'ready' ? { ...current, draft: update(current.draft) } : current,
    );
  }, []);

  const save = async (): Promise<SaveOutcome> => {
    if (!ready) return 'failed';
    const found = checkDraft(ready.draft);
    setFlagged(new Set(Object.keys(found)));
    if (Object.keys(found).length > 0) return 'invalid';
    setSaving(true);
    const { draft } = ready;
    const result = await apiInterceptors(editApp(requestOf(draft, ready.app)), '*');
    setSaving(false);
    if (!succeeded(result)) {
      setFailure(failureReason(result));
      return 'failed';
    }
    setLoading((current) =>
      current.status === 'ready'
        ? {
            ...current,
            app: { ...current.app, app_name: draft.app_name, app_describe: draft.app_describe },
            saved: draft,
          }
        : current,
    );
    return 'saved';
  };

  const retry = useCallback(() => {
    setLoading({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { loading, dirty, problems, change, save, saving, failure, retry };
}
