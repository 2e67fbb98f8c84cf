// The flow runner's own cost: chains of 1 and N map nodes run in process on a real server's services
// (SQLite on a temp dir, no HTTP, no model); the added latency per node is the median difference / (N - 1).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../lib/product-server.mjs';
import { median } from './support/stats.mjs';

export const name = 'flow-runner';
export const title = 'Flow runner: added latency per node (chains of map nodes, median ms)';

const LONG_CHAIN = Number(process.env.BENCH_FLOW_NODES ?? 50);
const RUNS = 30;
/** A node costing more than this is a breach: a ten-node flow would add visible delay before the model. */
const MAX_MS_PER_NODE = 2;

const round3 = (value) => Math.round(value * 1000) / 1000;

export async function run() {
  const { chainTimings } = await tsImport(
    pathToFileURL(path.join(REPO_ROOT, 'scripts', 'bench', 'support', 'flow-runner-workload.ts')).href,
    import.meta.url,
  );
  const timings = await chainTimings([1, LONG_CHAIN], RUNS);
  const medians = timings.map((timing) => ({
    maps: timing.maps,
    median: median(timing.runMs),
    traced: median(timing.tracedMs),
  }));
  const [one, long] = medians;
  const perNode = Math.max(0, (long.median - one.median) / (long.maps - one.maps));
  const perTracedNode = Math.max(0, (long.traced - one.traced) / (long.maps - one.maps));
  const breaches = [
    ...(perNode > MAX_MS_PER_NODE ? [`each node adds ${round3(perNode)} ms > ${MAX_MS_PER_NODE} ms`] : []),
    ...(perTracedNode > MAX_MS_PER_NODE
      ? [`each traced node adds ${round3(perTracedNode)} ms > ${MAX_MS_PER_NODE} ms`]
      : []),
  ];
  return {
    data: { runs: RUNS, medians, perNodeMs: round3(perNode), perTracedNodeMs: round3(perTracedNode) },
    breaches,
    table: {
      columns: ['map nodes', 'nodes in flow', 'median run ms', 'median traced run ms'],
      rows: medians.map((row) => [row.maps, row.maps + 2, round3(row.median), round3(row.traced)]),
    },
    notes: [
      `added latency per node: ${round3(perNode)} ms, traced ${round3(perTracedNode)} ms (median of ${RUNS} runs each)`,
    ],
  };
}
