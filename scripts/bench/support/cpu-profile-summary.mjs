// Summarises a .cpuprofile (as BENCH_CPU_PROFILE_DIR writes them): time by function, self or inclusive,
// optionally only between two times (ms after the profile's start), and how busy each slice of time was.
// Usage: node scripts/bench/support/cpu-profile-summary.mjs <file> [--inclusive] [--top=N] [--from=ms --to=ms]
// A sample stands for the time until the next one (as DevTools counts it). The profiler samples wall time:
// on a machine short of CPU, a sample taken when the thread runs again carries the time it waited.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found === undefined ? fallback : Number(found.slice(name.length + 3));
};
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error(
    'usage: cpu-profile-summary.mjs <file.cpuprofile> [--inclusive] [--top=N] [--from=ms --to=ms]',
  );
  process.exit(2);
}
const inclusive = args.includes('--inclusive');
const top = option('top', 30);
const from = option('from', 0);
const to = option('to', Infinity);
const SLICE_MS = 20;

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const nameOf = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/.*\//, '')}:${callFrame.lineNumber + 1}`;

const totals = new Map();
const slices = new Map();
let at = 0;
let total = 0;
for (let index = 0; index < profile.samples.length; index += 1) {
  at += profile.timeDeltas[index] / 1000;
  const spent = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  const node = nodes.get(profile.samples[index]);
  const idle = node.callFrame.functionName === '(idle)';
  const slice = slices.get(Math.floor(at / SLICE_MS)) ?? { busy: 0, all: 0 };
  slice.all += spent;
  if (!idle) slice.busy += spent;
  slices.set(Math.floor(at / SLICE_MS), slice);
  if (at < from || at >= to) continue;
  total += spent;
  const names = new Set([nameOf(node)]);
  if (inclusive)
    for (let id = parents.get(node.id); id !== undefined; id = parents.get(id))
      names.add(nameOf(nodes.get(id)));
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + spent);
}

const busy = [...slices].map(
  ([slice, { busy, all }]) => `${slice * SLICE_MS}:${Math.round((100 * busy) / (all || 1))}%`,
);
console.log(`busy per ${SLICE_MS} ms (ms after start: share not idle): ${busy.join(' ')}`);
console.log(`${inclusive ? 'inclusive' : 'self'} time, ${Math.round(total)} ms in the window:`);
for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
