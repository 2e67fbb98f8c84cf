/**
 * The evaluation benchmark's work, in TypeScript so that it runs the server's own modules (loaded with tsx):
 * the real server in this process on a temporary data folder, a knowledge space seeded with many chunks
 * through a second connection (as the knowledge tests do), a dataset of questions cut from those chunks,
 * and recall evaluations started and awaited over HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Evaluation } from '@/contract/evaluate';
import { buildServer } from '@/server/app';
import { parseConfig } from '@/server/config';
import { fullTextWrites } from '@/server/knowledge/retrieval/full-text';
import { openStorage } from '@/server/storage/open';
import { paragraph } from './knowledge-workload';

const EVALUATE = '/api/v1/evaluate';
const SPACE = 'evaluation-bench';

/** The same deterministic generator as the knowledge workload's (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function api<T>(baseUrl: string, urlPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'user-id': '001', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; err_msg: string | null; data: T };
  if (!response.ok || !envelope.success)
    throw new Error(`${urlPath}: ${response.status} ${envelope.err_msg}`);
  return envelope.data;
}

export interface EvaluationBench {
  /** Runs one recall evaluation of every question at this parallelism; answers questions per second. */
  evaluate(
    parallel: number,
  ): Promise<{ questionsPerSecond: number; cpuMsPerQuestion: number; hitRate: number }>;
  seedSeconds: number;
  close(): Promise<void>;
}

/** The server, a space of `chunks` chunks (English and Chinese) and a dataset of `questions` questions. */
export async function evaluationBench(options: {
  chunks: number;
  questions: number;
}): Promise<EvaluationBench> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evaluation-bench-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const app = await buildServer({ config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = await openStorage(`file:${path.join(dataDir, 'dbgpt.db')}`);

  const started = performance.now();
  const space = await db.execute(
    "INSERT INTO knowledge_spaces (name, vector_type, context, created_at, updated_at) VALUES (?, 'VectorStore', '{}', '', '')",
    [SPACE],
  );
  const spaceId = Number(space.lastInsertRowid);
  const document = await db.execute(
    `INSERT INTO knowledge_documents (space_id, doc_name, doc_type, content, status, created_at, updated_at)
     VALUES (?, 'corpus.md', 'TEXT', '', 'FINISHED', '', '')`,
    [spaceId],
  );
  const documentId = Number(document.lastInsertRowid);
  const next = random(11);
  const contents: string[] = [];
  for (let start = 0; start < options.chunks; start += 500) {
    const batch = Array.from({ length: Math.min(500, options.chunks - start) }, (_, i) =>
      paragraph(next, 60, (start + i) % 2 === 1),
    );
    const rows = await db.batch(
      batch.map((content, i) => ({
        sql: `INSERT INTO knowledge_chunks (space_id, document_id, seq, content, created_at, updated_at)
              VALUES (?, ?, ?, ?, '', '') RETURNING id`,
        params: [spaceId, documentId, start + i, content],
      })),
    );
    const chunks = rows.map((row, i) => ({
      id: Number((row.rows[0] as { id: number }).id),
      documentId,
      content: batch[i],
      questions: [],
    }));
    await db.batch(fullTextWrites(chunks));
    contents.push(...batch);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  await db.close();

  // A question is a few words of a chunk; its expected answer a run of that chunk's text.
  const pick = random(23);
  const rows = Array.from({ length: options.questions }, () => {
    const content = contents[Math.floor(pick() * contents.length)];
    const chinese = content.endsWith('。');
    const words = chinese ? (content.match(/.{2}/gu) ?? []) : content.split(' ');
    const at = Math.floor(pick() * Math.max(1, words.length - 8));
    const slice = words.slice(at, at + 6);
    return { query: slice.join(chinese ? '' : ' '), factual: slice.slice(0, 4).join(chinese ? '' : ' ') };
  });
  const dataset = await api<{ code: string }>(baseUrl, `${EVALUATE}/dataset/upload/content`, {
    dataset_name: 'bench-questions',
    members: '',
    content: JSON.stringify(rows),
  });

  return {
    seedSeconds,
    async evaluate(parallel) {
      const begin = performance.now();
      // The server runs in this process: its CPU time per question holds steady when the machine is busy.
      const cpu = process.cpuUsage();
      const run = await api<Evaluation>(baseUrl, `${EVALUATE}/start`, {
        scene_key: 'recall',
        scene_value: SPACE,
        datasets: dataset.code,
        evaluate_metrics: ['RetrieverHitRateMetric', 'RetrieverMRRMetric', 'RetrieverRecallMetric'],
        context: { top_k: 5 },
        parallel_num: parallel,
      });
      for (;;) {
        const page = await api<{ items: Evaluation[] }>(baseUrl, `${EVALUATE}/evaluations?page_size=100`);
        const current = page.items.find((item) => item.evaluate_code === run.evaluate_code);
        if (current?.state === 'failed') throw new Error(`evaluation failed: ${current.log_info}`);
        if (current?.state === 'complete') {
          const seconds = (performance.now() - begin) / 1000;
          const used = process.cpuUsage(cpu);
          const cpuMsPerQuestion = (used.user + used.system) / 1000 / options.questions;
          const scores = JSON.parse(String(current.average_score)) as Record<string, number>;
          return {
            questionsPerSecond: options.questions / seconds,
            cpuMsPerQuestion,
            hitRate: scores.RetrieverHitRateMetric,
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
