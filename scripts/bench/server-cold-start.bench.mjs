// Cold start of the built server: spawn with an empty DATA_DIR until GET /api/health answers.
import { startProductServer } from '../lib/product-server.mjs';

export const name = 'server-cold-start';
export const title = 'Server cold start (spawn → /api/health 200, fresh DATA_DIR)';
const RUNS = Number(process.env.BENCH_COLD_START_RUNS ?? 5);

const round = (ms) => Math.round(ms * 10) / 10;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function run() {
  const runsMs = [];
  for (let index = 0; index < RUNS; index += 1) {
    const server = await startProductServer({ pollMs: 5 });
    runsMs.push(round(server.startupMs));
    await server.stop();
  }
  const summary = { medianMs: round(median(runsMs)), minMs: Math.min(...runsMs), maxMs: Math.max(...runsMs) };
  return {
    data: { runs: RUNS, runsMs, ...summary },
    breaches: [],
    table: {
      columns: ['runs', 'median ms', 'min ms', 'max ms', 'each ms'],
      rows: [[RUNS, summary.medianMs, summary.minMs, summary.maxMs, runsMs.join(' ')]],
    },
  };
}
