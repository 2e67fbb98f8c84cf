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

interface Loaded {
  names: Names;
  spaces: boolean;
  apps: boolean;
}

/**
 * The name of each run's space or app (the id when it is gone), and whether the names the runs need have
 * been asked for yet: the table waits for them, or the names arriving would widen its columns and move
 * the page.
 */
export function useTargetNames(evaluations: readonly Evaluation[]) {
  const needSpaces = evaluations.some((evaluation) => evaluation.scene_key === 'recall');
  const needApps = evaluations.some((evaluation) => evaluation.scene_key === 'app');
  const [loaded, setLoaded] = useState<Loaded>({ names: {}, spaces: false, apps: false });

  useEffect(() => {
    if (!needSpaces && !needApps) return;
    let current = true;
    void loadNames(needSpaces, needApps).then((names) => {
      if (current) setLoaded({ names, spaces: needSpaces, apps: needApps });
    });
    return () => {
      current = false;
    };
  }, [needSpaces, needApps]);

  const settled = (!needSpaces || loaded.spaces) && (!needApps || loaded.apps);
  const nameOf = (evaluation: Evaluation): string => {
    const value = evaluation.scene_value ?? '';
    return loaded.names[`${evaluation.scene_key ?? ''}:${value}`] ?? value;
  };
  return { nameOf, settled };
}
