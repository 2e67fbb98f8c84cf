// Loaded into the product's process with `--import` (see `memoryProbeEnv`): a tiny HTTP endpoint on its
// own port that answers the process's memory and the peak since the last reset, its CPU time and event-loop
// delay since then (is the server busy, blocked, or waiting for a CPU?), and runs a full GC on demand.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  // JS memory: the heap plus what Buffers hold outside it (frames queued for a socket are Buffers).
  let peak = { rss: 0, js: 0 };
  const sample = () => {
    const { rss, heapUsed, external } = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, rss), js: Math.max(peak.js, heapUsed + external) };
  };
  setInterval(sample, SAMPLE_MS).unref();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let cpuSince = process.cpuUsage();
  let wallSince = performance.now();
  const answer = () => {
    sample();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const cpu = process.cpuUsage(cpuSince);
    return {
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      wallMs: Math.round(performance.now() - wallSince),
      loopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      loopDelayMaxMs: Math.round(loopDelay.max / 1e5) / 10,
      rssMb: mb(rss),
      jsMb: mb(heapUsed + external),
      heapUsedMb: mb(heapUsed),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
      peakRssMb: mb(peak.rss),
      peakJsMb: mb(peak.js),
    };
  };
  const profiler = cpuProfiler();
  const server = createServer(async (request, response) => {
    if (request.url.startsWith('/cpu-profile-')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(await profiler(request.url)));
      return;
    }
    if (request.url === '/gc') {
      gc();
      gc();
    }
    if (request.url === '/reset-peak') {
      peak = { rss: 0, js: 0 };
      loopDelay.reset();
      cpuSince = process.cpuUsage();
      wallSince = performance.now();
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer()));
  });
  server.unref();
  server.listen(port, '127.0.0.1');
}

/**
 * `/cpu-profile-start`, then `/cpu-profile-stop?name=<label>`: a V8 CPU profile of what ran in between,
 * written to BENCH_CPU_PROFILE_DIR as `<label>.cpuprofile` (open it in Chrome's DevTools).
 */
function cpuProfiler() {
  const session = new Session();
  session.connect();
  return async (url) => {
    const dir = process.env.BENCH_CPU_PROFILE_DIR;
    if (!dir) return { profiling: false };
    if (url.startsWith('/cpu-profile-start')) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      return { profiling: true };
    }
    const name = new URL(url, 'http://probe').searchParams.get('name') ?? 'profile';
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    return { profiling: false, file };
  };
}

const probePort = process.env[PORT_VARIABLE];
// Only the product loads it with a port; the benchmark imports the helpers above without starting anything.
if (probePort && process.env.BENCH_MEMORY_PROBE_STARTED !== '1') {
  process.env.BENCH_MEMORY_PROBE_STARTED = '1';
  startProbe(Number(probePort));
}
