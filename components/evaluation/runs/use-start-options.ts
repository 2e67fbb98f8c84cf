import { useEffect, useEffectEvent, useState } from 'react';
import { getAppList } from '@/client/api/app';
import { getDatasets, getMetrics } from '@/client/api/evaluate';
import { getSpaceList } from '@/client/api/knowledge/space';
import { apiInterceptors } from '@/client/envelope';
import type { SelectOption } from '@/components/common/plain/plain-select';
import type { EvaluationMetric } from '@/contract/evaluate';

export type SceneKey = 'recall' | 'app';

/** A list the dialog offers: on its way, failed (the request layer said why), or its choices. */
export type Choices<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: T[] };

/** Enough for a picker: the first hundred spaces, apps and datasets. */
const PICKER_SIZE = 100;

async function sceneTargets(scene: SceneKey): Promise<SelectOption[] | null> {
  if (scene === 'recall') {
    const [error, spaces, envelope] = await apiInterceptors(getSpaceList({}));
    if (error || !envelope?.success) return null;
    return (spaces ?? []).map((space) => ({ value: String(space.id), label: space.name }));
  }
  const [error, page, envelope] = await apiInterceptors(getAppList({ page: 1, page_size: PICKER_SIZE }));
  if (error || !envelope?.success) return null;
  return (page?.app_list ?? [])
    .filter((app) => Boolean(app.app_code))
    .map((app) => ({ value: app.app_code ?? '', label: app.app_name }));
}

async function datasetChoices(): Promise<SelectOption[] | null> {
  const [error, page, envelope] = await apiInterceptors(getDatasets({ page: 1, page_size: PICKER_SIZE }));
  if (error || !envelope?.success) return null;
  return (page?.items ?? []).map((dataset) => ({ value: dataset.code, label: dataset.name }));
}

/** The choices `load` answers for `key` (null: nothing to load yet, no choices). */
function useChoices<T>(key: string | null, load: () => Promise<T[] | null>): Choices<T> {
  const [state, setState] = useState<{ key: string; choices: Choices<T> }>({
    key: '',
    choices: { kind: 'loading' },
  });
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    void run().then((items) => {
      if (current) setState({ key, choices: items ? { kind: 'ready', items } : { kind: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (key === null) return { kind: 'ready', items: [] };
  return state.key === key ? state.choices : { kind: 'loading' };
}

/** What the start dialog offers: the scene's spaces or apps, the datasets, and the metrics of the chosen target. */
export function useStartOptions(scene: SceneKey, target: string) {
  const targets = useChoices(scene, () => sceneTargets(scene));
  const datasets = useChoices('datasets', datasetChoices);
  const metrics = useChoices<EvaluationMetric>(target ? `${scene}\u0000${target}` : null, async () => {
    const [error, list, envelope] = await apiInterceptors(
      getMetrics({ scene_key: scene, scene_value: target }),
    );
    return error || !envelope?.success ? null : (list ?? []);
  });
  return { targets, datasets, metrics };
}

/** A metric judged by a model (DB-GPT's AnswerRelevancy) lists the models and prompts to choose from. */
export function needsJudge(metric: EvaluationMetric): boolean {
  return Boolean(
    metric.params && (metric.params.models !== undefined || metric.params.prompts !== undefined),
  );
}
