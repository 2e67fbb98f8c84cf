import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDatasource, askData, chartViews, sqlReply, type DataAnswer } from './chat-data-helpers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { makeDuckdbShop, makeSqliteShop } from './datasource-helpers';

/** A query that would run for minutes, on each engine. */
const RUNAWAY = {
  Lite: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<300000000) SELECT count(*) FROM c',
  Duck: 'SELECT count(*) AS n FROM range(100000000) a, range(100000) b',
} as const;
const LIMIT_SECONDS = 1;

const setup = setupFakeModelServer(() =>
  startChatServer({ DATASOURCE_QUERY_TIMEOUT_SECONDS: String(LIMIT_SECONDS) }),
);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-runaway-'));
  await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Lite',
  });
  await addDatasource(setup.server, {
    type: 'duckdb',
    params: { path: await makeDuckdbShop(dir) },
    display_name: 'Duck',
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ask = (datasource: string, language = 'en'): Promise<DataAnswer> =>
  askData(
    setup,
    { chat_mode: 'chat_with_db_execute', select_param: datasource, user_input: 'Count forever' },
    { 'accept-language': language },
  );

const STOPPED = {
  en: `The query could not be run: the query was stopped after ${LIMIT_SECONDS} s, the time limit of one query (DATASOURCE_QUERY_TIMEOUT_SECONDS)`,
  zh: `无法执行查询：查询在 ${LIMIT_SECONDS} 秒后被终止，这是单个查询的时间上限（DATASOURCE_QUERY_TIMEOUT_SECONDS）`,
};

/** Milliseconds each of `count` calls of /api/health takes, one after another. */
async function healthLatencies(count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${setup.server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    await response.text();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

describe.each(['Lite', 'Duck'] as const)('a runaway query on %s', (datasource) => {
  it('is stopped at DATASOURCE_QUERY_TIMEOUT_SECONDS with a clear error, in the caller language', async () => {
    for (const language of ['en', 'zh'] as const) {
      setup.fake.replyOnce({ text: sqlReply(RUNAWAY[datasource]) });
      setup.fake.replyOnce({ text: sqlReply(RUNAWAY[datasource]) });
      const started = Date.now();
      const charts = chartViews((await ask(datasource, language)).content);
      // Two tries (the model retries once), each stopped at the limit.
      expect(Date.now() - started).toBeLessThan(2 * LIMIT_SECONDS * 1000 + 3_000);
      expect(charts.map((chart) => chart.err_msg)).toEqual([STOPPED[language], STOPPED[language]]);
    }
    // The datasource answers again at once.
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM orders') });
    expect(chartViews((await ask(datasource)).content)[0]?.data).toEqual([{ n: 3 }]);
  }, 20_000);

  it('four at once leave the server answering: /api/health within 100 ms, file reads too', async () => {
    setup.fake.setReply({ text: sqlReply(RUNAWAY[datasource]) });
    const answers = Array.from({ length: 4 }, () => ask(datasource));
    // The model answers at once: by now all four queries run (or wait for a thread) for the next second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latencies = await healthLatencies(20);
    const reads: number[] = [];
    for (let read = 0; read < 5; read += 1) {
      const readStarted = performance.now();
      await readFile(path.join(dir, 'shop.db'));
      reads.push(performance.now() - readStarted);
    }
    const charts = (await Promise.all(answers)).flatMap((answer) => chartViews(answer.content));
    // On a shared two-core machine one answer may wait for a core: 19 of 20 within 100 ms, none near a freeze.
    expect(latencies.filter((ms) => ms < 100).length).toBeGreaterThanOrEqual(19);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    // File reads share libuv's threads with the queries: blocked, every read would wait for them to stop.
    expect(reads.filter((ms) => ms < 100).length).toBeGreaterThanOrEqual(4);
    expect(charts).toHaveLength(8);
    expect(charts.every((chart) => chart.err_msg === STOPPED.en)).toBe(true);
  }, 20_000);
});
