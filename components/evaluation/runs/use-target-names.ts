import { useEffect, useState } from 'react';
import { getAppList } from '@/client/api/app';
import { apiInterceptors } from '@/client/envelope';
import { getSpaceList } from '@/client/api/knowledge/space';
import type { Evaluation } from '@/contract/evaluate';

type Names = Record<string, string>;

/** `recall:7` → the space's name, `app:code` → the app's name, from one listing each. */
async function loadNames(needSpaces: boolean, needApps: boolean): Promise<Names> {
  const names: Names = {};
  // The table still shows the id when a listing fails: no notice for a label.
  const [spaces, apps] = await Promise.all([
    needSpaces ? apiInterceptors(getSpaceList({}), '*') : null,
    needApps ? apiInterceptors(getAppList({ page: 1, page_size: 100 }), '*') : null,
  ]);
  for (const space of spaces?.[1] ?? []) names[`recall:${space.id}`] = space.name;
  for (const app of apps?.[1]?.app_list ?? []) if (app.app_code) names[`app:${app.app_code}`] = app.app_name;
  return names;
}

/** The name of each run's space or app once known; the id until then (or when it is gone). */
export function useTargetNames(evaluations: readonly Evaluation[]) {
  const needSpaces = evaluations.some((evaluation) => evaluation.scene_key === 'recall');
  const needApps = evaluations.some((evaluation) => evaluation.scene_key === 'app');
  const [names, setNames] = useState<Names>({});

  useEffect(() => {
    if (!needSpaces && !needApps) return;
    let current = true;
    void loadNames(needSpaces, needApps).then((loaded) => {
      if (current) setNames(loaded);
    });
    return () => {
      current = false;
    };
  }, [needSpaces, needApps]);

  return (evaluation: Evaluation): string => {
    const value = evaluation.scene_value ?? '';
    return names[`${evaluation.scene_key ?? ''}:${value}`] ?? value;
  };
}
