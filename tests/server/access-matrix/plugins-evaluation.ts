import { weatherOpenApi } from '../plugins-helpers';
import { multipart } from '../upload-helpers';
import {
  ADMIN_ONLY,
  json,
  PUBLIC_CHANGE,
  row,
  type AccessCase,
  type MatrixRequest,
  type World,
} from './matrix';

/**
 * Plugins and MCP servers are installed for one user: the `user` parameter names another user's for
 * administrators only (403 for anyone else). Evaluation datasets and runs are administrators' alone.
 */

interface Plugin {
  name: string;
}

const pluginFile = (world: World) =>
  multipart([
    {
      field: 'doc_file',
      name: 'weather.json',
      content: JSON.stringify(
        weatherOpenApi((document) =>
          Object.assign(document.info as object, { title: world.unique('Weather') }),
        ),
      ),
    },
  ]);

const addPlugin = async (world: World) =>
  world.must<Plugin>('owner', {
    method: 'POST',
    path: '/api/v1/personal/agent/upload',
    multipart: pluginFile(world),
  });

const pluginsOf = (owner: string, world: World) =>
  world.must('owner', json('POST', `/api/v1/agent/my?user=${owner}`));

export const PLUGIN_CASES: AccessCase[] = [
  row({
    route: 'POST /api/v1/agent/my',
    name: "another user's",
    expect: PUBLIC_CHANGE,
    create: addPlugin,
    request: (_, world) => json('POST', `/api/v1/agent/my?user=${world.ids.owner}`),
  }),
  row({
    route: 'POST /api/v1/agent/uninstall',
    name: "another user's",
    expect: PUBLIC_CHANGE,
    create: addPlugin,
    request: (plugin, world) =>
      json('POST', `/api/v1/agent/uninstall?plugin_name=${plugin.name}&user=${world.ids.owner}`),
    state: (_, world) => pluginsOf(world.ids.owner, world),
  }),
  row({
    route: 'POST /api/v1/personal/agent/upload',
    name: 'for another user',
    expect: PUBLIC_CHANGE,
    create: async () => null,
    request: (_, world) => ({
      method: 'POST',
      path: `/api/v1/personal/agent/upload?user=${world.ids.owner}`,
      multipart: pluginFile(world),
    }),
    state: (_, world) => pluginsOf(world.ids.owner, world),
  }),
];

interface Dataset {
  code: string;
}
interface Evaluation {
  evaluate_code: string;
}

const addDataset = (world: World, prefix: string) =>
  world.must<Dataset>(
    'admin',
    json('POST', `${prefix}/dataset/upload/content`, {
      dataset_name: world.unique('dataset'),
      members: '',
      content: JSON.stringify([{ query: 'minutes', factual: 'minutes' }]),
    }),
  );

/** A recall run over a full-text space of the administrator's; it runs in the queue meanwhile. */
async function addEvaluation(world: World, prefix: string): Promise<Evaluation> {
  const space = world.unique('eval-space');
  await world.must('admin', json('POST', '/knowledge/space/add', { name: space, vector_type: 'FullText' }));
  const dataset = await addDataset(world, prefix);
  const started = await world.must<Evaluation>(
    'admin',
    json('POST', `${prefix}/start`, {
      scene_key: 'recall',
      scene_value: space,
      datasets: dataset.code,
      evaluate_metrics: ['RetrieverHitRateMetric'],
    }),
  );
  // A run still going changes by itself (and cannot be downloaded): each case starts from a finished one.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await world.must<{ items: (Evaluation & { state: string })[] }>(
      'admin',
      json('GET', `${prefix}/evaluations?page_size=1000`),
    );
    const state = page.items.find((item) => item.evaluate_code === started.evaluate_code)?.state;
    if (state === 'complete' || state === 'failed') return started;
    if (Date.now() > deadline) throw new Error(`evaluation ${started.evaluate_code} still ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function evaluationRows(prefix: string): AccessCase[] {
  const datasetRow = (route: string, request: (dataset: Dataset) => MatrixRequest) =>
    row({
      route: `${route.split(' ')[0]} ${prefix}${route.split(' ')[1]}`,
      expect: ADMIN_ONLY,
      create: (world) => addDataset(world, prefix),
      request,
      state: (_, world) => world.must('admin', json('GET', `${prefix}/datasets?page_size=1000`)),
    });
  const runRow = (route: string, request: (evaluation: Evaluation) => MatrixRequest) =>
    row({
      route: `${route.split(' ')[0]} ${prefix}${route.split(' ')[1]}`,
      expect: ADMIN_ONLY,
      create: (world) => addEvaluation(world, prefix),
      request,
    });
  return [
    datasetRow('GET /datasets', () => json('GET', `${prefix}/datasets`)),
    datasetRow('DELETE /dataset', (d) => json('DELETE', `${prefix}/dataset?code=${d.code}`)),
    datasetRow('GET /dataset/download', (d) => json('GET', `${prefix}/dataset/download?code=${d.code}`)),
    datasetRow('POST /dataset/members/update', (d) =>
      json('POST', `${prefix}/dataset/members/update`, { code: d.code, members: 'someone' }),
    ),
    runRow('GET /evaluations', () => json('GET', `${prefix}/evaluations`)),
    runRow('GET /evaluation/detail/show', (e) =>
      json('GET', `${prefix}/evaluation/detail/show?evaluate_code=${e.evaluate_code}`),
    ),
    runRow('GET /evaluation/result/download', (e) =>
      json('GET', `${prefix}/evaluation/result/download?evaluate_code=${e.evaluate_code}`),
    ),
    runRow('DELETE /evaluation', (e) =>
      json('DELETE', `${prefix}/evaluation?evaluation_code=${e.evaluate_code}`),
    ),
  ];
}

export const EVALUATION_CASES: AccessCase[] = ['/api/v1/evaluate', '/api/v2/serve/evaluate'].flatMap(
  evaluationRows,
);
