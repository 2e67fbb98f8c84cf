// Loaded into the product's process with `--import` (see `memoryProbeEnv`): a tiny HTTP endpoint on its
// own port that answers the process's memory, the peak since the last reset, and runs a full GC on demand.
import { createServer } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const SAMPLE_MS = 50;
const PORT_VARIABLE = 'BENCH_MEMORY_PROBE_PORT';

/** The environment that loads this probe into a spawned Node process, answering on `port`. */
export function memoryProbeEnv(port) {
  return { NODE_OPTIONS: `--import=${import.meta.url}`, [PORT_VARIABLE]: String(port) };
}

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Asks the probe in the product at `port`: `memory` (GET), `gc` or `reset-peak` (POST). Values in MB. */
export async function probeMemory(port, action = 'memory') {
  const response = await fetch(`http://127.0.0.1:${port}/${action}`, {
    method: action === 'memory' ? 'GET' : 'POST',
  });
  return response.json();
}

function startProbe(port) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  let peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
  };
  setInterval(sample, SAMPLE_MS).unref();
  const answer = () => {
    sample();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    return {
      rssMb: mb(rss),
      heapUsedMb: mb(heapUsed),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
      peakRssMb: mb(peak.rss),
      peakHeapUsedMb: mb(peak.heapUsed),
    };
  };
  const server = createServer((request, response) => {
    if (request.url === '/gc') {
      gc();
      gc();
    }
    if (request.url === '/reset-peak') peak = { rss: 0, heapUsed: 0 };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer()));
  });
  server.unref();
  server.listen(port, '127.0.0.1');
}

const probePort = process.env[PORT_VARIABLE];
// Only the product loads it with a port; the benchmark imports the helpers above without starting anything.
if (probePort && process.env.BENCH_MEMORY_PROBE_STARTED !== '1') {
  process.env.BENCH_MEMORY_PROBE_STARTED = '1';
  startProbe(Number(probePort));
}
