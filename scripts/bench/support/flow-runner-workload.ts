/**
 * The flow runner benchmark's work, in TypeScript so that it calls the server's own runner (loaded with tsx
 * by flow-runner.bench.mjs): a real server on a temporary SQLite file gives the runner its services; chains
 * of map nodes run in process, so what is timed is the runner itself (no HTTP, no model).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowData } from '@/contract/flow';
import { buildServer } from '@/server/app';
import { parseConfig } from '@/server/config';
import { createOptionLoader } from '@/server/flows/node-options';
import { planFlow } from '@/server/flows/runtime/flow-plan';
import { requestBodyOf } from '@/server/flows/runtime/flow-request-body';
import { runFlow } from '@/server/flows/runtime/flow-run';
import type { RouteContext } from '@/server/context';

const at = { x: 0, y: 0 };

function node(id: string, name: string, category: string, parameters: Record<string, unknown> = {}) {
  return {
    id,
    width: 300,
    height: 200,
    position: at,
    position_absolute: at,
    data: {
      flow_type: 'operator' as const,
      id: `operator_${name}___$$___${category}___$$___v1`,
      label: id,
      parameters: Object.entries(parameters).map(([key, value]) => ({ name: key, value })),
    },
  };
}

/** trigger → question → `maps` map nodes (trim) in a chain. */
function chain(maps: number): FlowData {
  const nodes = [
    node('trigger', 'http_trigger', 'trigger'),
    node('question', 'request_conversion', 'conversion'),
  ];
  const edges = [{ id: 'e0', source: 'trigger', target: 'question', source_order: 0, target_order: 0 }];
  let previous = 'question';
  for (let index = 0; index < maps; index++) {
    const id = `map${index}`;
    nodes.push(node(id, 'map', 'common', { transform: 'trim' }));
    edges.push({ id: `e${index + 1}`, source: previous, target: id, source_order: 0, target_order: 0 });
    previous = id;
  }
  return { nodes, edges, viewport: { ...at, zoom: 1 } };
}

export interface ChainTiming {
  maps: number;
  /** Milliseconds of each run, planning excluded. */
  runMs: number[];
  /** The same with every node's trace frames written out as the debug run does. */
  tracedMs: number[];
}

/** Runs each chain `runs` times (after a warm-up) and answers the times. */
export async function chainTimings(lengths: readonly number[], runs: number): Promise<ChainTiming[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flow-bench-'));
  let context: RouteContext | undefined;
  const config = parseConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildServer({
    config,
    plugins: [
      async (_app, routeContext) => {
        context = routeContext;
      },
    ],
  });
  try {
    if (!context) throw new Error('the server did not hand over its services');
    const services = context;
    const loader = createOptionLoader({
      repositories: services.repositories,
      modelRegistry: services.modelRegistry,
      userId: 'bench',
      language: 'en',
    });
    const timings: ChainTiming[] = [];
    for (const maps of lengths) {
      const planned = await planFlow(chain(maps), loader);
      if (!planned.ok) throw new Error(planned.problem.in('en'));
      const once = async (traced = false) => {
        const frames: string[] = [];
        const started = performance.now();
        const run = runFlow(planned.plan, {
          context: services,
          userId: 'bench',
          language: 'en',
          request: requestBodyOf({ messages: '  hello  ' }),
          onTrace: traced
            ? (trace) => frames.push(`event: node\ndata: ${JSON.stringify(trace)}\n\n`)
            : undefined,
        });
        for (;;) if ((await run.next()).done) break;
        return performance.now() - started;
      };
      for (let warm = 0; warm < 5; warm++) await once(warm % 2 === 0);
      const runMs: number[] = [];
      const tracedMs: number[] = [];
      for (let index = 0; index < runs; index++) {
        runMs.push(await once());
        tracedMs.push(await once(true));
      }
      timings.push({ maps, runMs, tracedMs });
    }
    return timings;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
