/** A small evaluation server behind msw, and the screen rendered as an administrator or a plain user. */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SignedInContext } from '@/components/auth/signed-in-context';
import EvaluationPage from '@/components/evaluation/evaluation-page';
import type { Me } from '@/contract/auth';
import type { Dataset, Evaluation, EvaluationMetric } from '@/contract/evaluate';
import { PreferencesProvider } from '@/contexts/preferences-context';
import type { Language } from '@/locales/types';
import { server } from '../msw-server';

export const ok = <T,>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
export const refuse = (status: number, err_code: string, err_msg: string) =>
  HttpResponse.json({ success: false, err_code, err_msg, data: null }, { status });

/** The page the request asks for (`page`, `page_size`), as the server pages. */
const page = <T,>(all: T[], request?: Request) => {
  const query = request ? new URL(request.url).searchParams : null;
  const number = Number(query?.get('page') ?? 1);
  const size = Number(query?.get('page_size') ?? 20);
  return {
    items: all.slice((number - 1) * size, number * size),
    total_count: all.length,
    total_pages: Math.max(1, Math.ceil(all.length / size)),
    page: number,
    page_size: size,
  };
};

export const ADMIN: Me = {
  auth_mode: 'local',
  user: { user_id: 'a0', email: 'admin@example.com', name: 'Admin', role: 'admin' },
};
export const PLAIN_USER: Me = {
  auth_mode: 'local',
  user: { user_id: 'u1', email: 'bob@example.com', name: 'Bob', role: 'user' },
};

export const dataset = (fields: Partial<Dataset> = {}): Dataset => ({
  code: 'ds-1',
  name: 'faq questions',
  file_type: '.csv',
  storage_type: 'db',
  datasets_count: 3,
  have_answer: true,
  members: 'alice,bob',
  gmt_create: '2026-11-20 10:00:00',
  gmt_modified: '2026-11-21 11:00:00',
  ...fields,
});

export const evaluation = (fields: Partial<Evaluation> = {}): Evaluation => ({
  evaluate_code: 'ev-1',
  scene_key: 'recall',
  scene_value: '7',
  datasets_name: 'faq questions',
  evaluate_metrics: ['RetrieverHitRateMetric', 'RetrieverMRRMetric'],
  parallel_num: 1,
  state: 'complete',
  average_score: '{"RetrieverHitRateMetric": 0.75, "RetrieverMRRMetric": 0.5}',
  log_info: null,
  gmt_create: '2026-11-22 09:00:00',
  gmt_modified: '2026-11-22 09:05:00',
  ...fields,
});

export const METRICS: EvaluationMetric[] = [
  { name: 'ExactMatchMetric', describe: 'Exact match with the expected answer' },
  {
    name: 'AnswerRelevancyMetric',
    describe: 'Relevancy judged by a model',
    params: {
      models: ['judge-model'],
      prompts: [{ id: 1, prompt_code: 'p-judge', prompt_name: 'Strict judge', content: 'Judge strictly' }],
    },
  },
];

export const RECALL_METRICS: EvaluationMetric[] = [
  { name: 'RetrieverHitRateMetric', describe: 'Whether a relevant chunk was retrieved' },
  { name: 'RetrieverMRRMetric', describe: 'How high the first relevant chunk ranks' },
];

export interface EvaluateServer {
  datasets: Dataset[];
  evaluations: Evaluation[];
  calls: string[];
  startBodies: unknown[];
  details: Record<string, Record<string, unknown>[]>;
}

/** The evaluate routes over in-memory lists, as the server keeps them; `calls` records what was asked. */
export function serveEvaluate(initial: Partial<EvaluateServer> = {}): EvaluateServer {
  const state: EvaluateServer = {
    datasets: initial.datasets ?? [],
    evaluations: initial.evaluations ?? [],
    calls: [],
    startBodies: [],
    details: initial.details ?? {},
  };
  server.use(
    http.get('*/api/v1/evaluate/datasets', ({ request }) => {
      state.calls.push('datasets');
      return ok(page(state.datasets, request));
    }),
    http.get('*/api/v1/evaluate/evaluations', () => {
      state.calls.push('evaluations');
      return ok(page(state.evaluations));
    }),
    http.delete('*/api/v1/evaluate/dataset', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      state.calls.push(`delete dataset ${code}`);
      state.datasets = state.datasets.filter((item) => item.code !== code);
      return ok(null);
    }),
    http.delete('*/api/v1/evaluate/evaluation', ({ request }) => {
      const code = new URL(request.url).searchParams.get('evaluation_code');
      state.calls.push(`delete evaluation ${code}`);
      state.evaluations = state.evaluations.filter((item) => item.evaluate_code !== code);
      return ok(null);
    }),
    http.get('*/api/v1/evaluate/metrics', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`metrics ${url.searchParams.get('scene_key')} ${url.searchParams.get('scene_value')}`);
      return ok(url.searchParams.get('scene_key') === 'recall' ? RECALL_METRICS : METRICS);
    }),
    http.get('*/api/v1/evaluate/evaluation/detail/show', ({ request }) => {
      const code = new URL(request.url).searchParams.get('evaluate_code') ?? '';
      state.calls.push(`detail ${code}`);
      return ok(state.details[code] ?? []);
    }),
    http.post('*/api/v1/evaluate/start', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.startBodies.push(body);
      const created = evaluation({ evaluate_code: 'ev-new', state: 'todo', average_score: null });
      state.evaluations = [created, ...state.evaluations];
      return ok(created);
    }),
    http.post('*/knowledge/space/list', () =>
      ok([
        { id: 7, name: 'Product manual' },
        { id: 9, name: 'Support notes' },
      ]),
    ),
    http.post('*/api/v1/app/list', () =>
      ok({
        total_count: 1,
        total_page: 1,
        current_page: 1,
        app_list: [{ app_code: 'app-sql', app_name: 'SQL helper' }],
      }),
    ),
  );
  return state;
}

export const renderEvaluation = (me: Me | null = ADMIN, language: Language = 'en') =>
  render(
    <PreferencesProvider initialMode="light" initialLanguage={language}>
      <SignedInContext.Provider value={me ? { me, signOut: () => undefined } : null}>
        <EvaluationPage />
      </SignedInContext.Provider>
    </PreferencesProvider>,
  );
