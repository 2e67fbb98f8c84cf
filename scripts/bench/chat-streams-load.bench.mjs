// Many chat streams at once against a model on loopback with a known first-token delay and token pace:
// the time to the first and to the last token, p50 and p95, of streams started together straight at the
// model (direct) and through the server, against the aims; how much the server adds to the first token (the client's time from its request minus the model's own
// time to its first token) and to each token (client receive time minus the model's send time, on the
// wall clock both share), and the server's memory; then rounds of streams that are
// opened and never read, then dropped, to tell a leak (growing round over round) from a high-water mark.
// BENCH_CPU_PROFILE_DIR=<folder> also writes a CPU profile of the server for each measured level there
// (summed up by function with scripts/bench/support/cpu-profile-summary.mjs).
import { formatTable } from '../lib/format-table.mjs';
import { findFreePort, startProductServer } from '../lib/product-server.mjs';
import { FAKE_MODEL_NAME, newConversation, readHistory } from './support/chat-product.mjs';
import { memoryProbeEnv, probeMemory } from './support/memory-probe.mjs';
import { benchQuestion, startPacedModel } from './support/paced-model.mjs';
import { median, percentile, round1 } from './support/stats.mjs';
import { openUnreadStream, readStream, streamAgent } from './support/stream-client.mjs';

export const name = 'chat-streams-load';
export const title =
  'Chat streams under load: delay added by the server to the first token and each token; memory';
/** The aim: the first token reaches the client within this much of the model's own first token. */
export const FIRST_TOKEN_BUDGET_MS = 150;
/**
 * Issue 31's aims for streams started together, through the server against the same streams straight at
 * the model: the first token's p95 at most this much later, the last token's p95 at most this much longer.
 */
export const STARTED_TOGETHER_AIMS = {
  200: { firstTokenP95AddedMs: 150, lastTokenP95AddedPercent: 5 },
  50: { firstTokenP95AddedMs: 50 },
};
/** JS memory growth after GC, first to last round of unread streams, above which it counts as a leak. */
export const LEAK_BUDGET_MB = 10;

const env = process.env;
const LEVELS = (env.BENCH_LOAD_STREAMS ?? '50,200').split(',').map(Number);
const MODEL = {
  firstTokenDelayMs: Number(env.BENCH_LOAD_FIRST_TOKEN_MS ?? 100),
  tokenDelayMs: Number(env.BENCH_LOAD_TOKEN_MS ?? 20),
  tokens: Number(env.BENCH_LOAD_TOKENS ?? 20),
};
const UNREAD = {
  rounds: Number(env.BENCH_LOAD_UNREAD_ROUNDS ?? 3),
  streams: Number(env.BENCH_LOAD_UNREAD_STREAMS ?? 200),
  tokens: 400,
  // Each token followed by this many characters: a long answer, so that an unread stream backs up.
  fillerChars: Number(env.BENCH_LOAD_UNREAD_FILLER ?? 300),
  holdMs: 4000,
};
const STORE_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (count) => Array.from({ length: count }, (_, index) => index);
const triple = (before, peak, after) => `${before} / ${peak} / ${after}`;

function chatBody(convUid, id, incremental, tokens, fillerChars) {
  return {
    conv_uid: convUid,
    chat_mode: 'chat_normal',
    model_name: FAKE_MODEL_NAME,
    user_input: benchQuestion(id, tokens, fillerChars),
    incremental,
  };
}

/** Resolves once every conversation's answer is stored and `accept` says it is as expected. */
async function waitUntilStored(baseUrl, convUids, accept) {
  const deadline = Date.now() + STORE_TIMEOUT_MS;
  for (const convUid of convUids) {
    for (;;) {
      const answer = (await readHistory(baseUrl, convUid)).find((message) => message.role === 'ai');
      if (answer && accept(answer)) break;
      if (Date.now() > deadline) throw new Error(`conversation ${convUid}: answer not stored as expected`);
      await sleep(50);
    }
  }
}

async function conversations(baseUrl, count) {
  const convUids = [];
  for (const _ of range(count)) convUids.push(await newConversation(baseUrl));
  return convUids;
}

/** `streams` clients ask at once and read their answers; delays per stream and per token. */
async function measureReadStreams(product, model, probePort, streams, label) {
  const convUids = await conversations(product.url, streams);
  await model.reset();
  const before = await probeMemory(probePort, 'gc');
  await probeMemory(probePort, 'reset-peak');
  // With BENCH_CPU_PROFILE_DIR set, the server writes a CPU profile of each measured level there.
  await probeMemory(probePort, 'cpu-profile-start');
  const agent = streamAgent();
  const ids = convUids.map((_, index) => `s${streams}-${index}`);
  const results = await Promise.all(
    convUids.map((convUid, index) => readStream(product.url, chatBody(convUid, ids[index], true), agent)),
  );
  agent.destroy();
  const peak = await probeMemory(probePort);
  await probeMemory(probePort, `cpu-profile-stop?name=${label}`);
  const timings = await model.timings();
  const firstAdded = [];
  const tokenAdded = [];
  const modelFirst = [];
  const clientFirst = [];
  const beforeModel = [];
  const firstRelay = [];
  results.forEach((result, index) => {
    const sent = timings[ids[index]];
    if (result.status !== 200 || result.error || !sent || result.tokenAt.length !== MODEL.tokens)
      throw new Error(`stream ${ids[index]} failed: ${result.status} ${result.error ?? ''}`);
    // The model's own time to its first token, and the client's from its request (once written to the
    // socket, so that a busy benchmark does not count against the server): the difference is what the
    // server added, before asking the model and while relaying its first token.
    modelFirst.push(sent.tokenAt[0] - sent.receivedAt);
    clientFirst.push(result.firstTokenAt - result.writtenAt);
    firstAdded.push(clientFirst.at(-1) - modelFirst.at(-1));
    // Its two parts: until the model has the question, and from its first token to the client.
    beforeModel.push(sent.receivedAt - result.writtenAt);
    firstRelay.push(result.firstTokenAt - sent.tokenAt[0]);
    for (let token = 1; token < MODEL.tokens; token += 1)
      tokenAdded.push(result.tokenAt[token] - sent.tokenAt[token]);
  });
  const expected = range(MODEL.tokens)
    .map((index) => `w${index} `)
    .join('');
  await waitUntilStored(product.url, convUids, (answer) => answer.context === expected && !answer.stopped);
  const after = await probeMemory(probePort, 'gc');
  return {
    streams,
    modelFirstTokenMs: round1(median(modelFirst)),
    clientFirstTokenMs: round1(median(clientFirst)),
    addedFirstTokenMs: { median: round1(median(firstAdded)), p95: round1(percentile(firstAdded, 0.95)) },
    addedBeforeModelMs: round1(median(beforeModel)),
    firstTokenRelayMs: round1(median(firstRelay)),
    addedPerTokenMs: { median: round1(median(tokenAdded)), p95: round1(percentile(tokenAdded, 0.95)) },
    // Wall times depend on what else the machine runs; the server's own CPU time per stream does not.
    serverCpuMsPerStream: round1(peak.cpuMs / streams),
    eventLoopDelayMs: { p99: peak.loopDelayP99Ms, max: peak.loopDelayMaxMs },
    memory: { before, peak, after },
    ...clientTimes(results),
  };
}

/** p50 and p95 of the time from each request to its first and to its last token, as its client saw it. */
function clientTimes(results) {
  const first = results.map((result) => result.firstTokenAt - result.writtenAt);
  const last = results.map((result) => result.tokenAt[MODEL.tokens - 1] - result.writtenAt);
  const spread = (values) => ({
    p50: round1(percentile(values, 0.5)),
    p95: round1(percentile(values, 0.95)),
  });
  return { firstToken: spread(first), lastToken: spread(last) };
}

/** The same streams started together straight at the model: what the server's figures compare with. */
async function measureDirectStreams(model, streams) {
  await model.reset();
  const agent = streamAgent();
  const results = await Promise.all(
    range(streams).map((index) =>
      readStream(
        model.url,
        {
          model: FAKE_MODEL_NAME,
          stream: true,
          messages: [{ role: 'user', content: benchQuestion(`d${streams}-${index}`) }],
        },
        agent,
        '/v1/chat/completions',
      ),
    ),
  );
  agent.destroy();
  for (const result of results)
    if (result.status !== 200 || result.tokenAt.length !== MODEL.tokens)
      throw new Error(`a direct stream failed: ${result.status}`);
  return { streams, ...clientTimes(results) };
}

/** One round of unread streams (cumulative frames, as the web client asks): opened, held, dropped. */
async function unreadRound(product, model, probePort, round) {
  const convUids = await conversations(product.url, UNREAD.streams);
  await probeMemory(probePort, 'reset-peak');
  const agent = streamAgent();
  const streams = await Promise.all(
    convUids.map((convUid, index) =>
      openUnreadStream(
        product.url,
        chatBody(convUid, `u${round}-${index}`, false, UNREAD.tokens, UNREAD.fillerChars),
        agent,
      ),
    ),
  );
  await sleep(UNREAD.holdMs);
  const peak = await probeMemory(probePort);
  // What the open, unread streams hold, garbage aside.
  const held = await probeMemory(probePort, 'gc');
  for (const stream of streams) stream.close();
  agent.destroy();
  // A dropped stream's partial answer is stored, marked stopped.
  await waitUntilStored(product.url, convUids, (answer) => answer.stopped === true);
  while ((await model.openStreams()) > 0) await sleep(50);
  return { round, streams: UNREAD.streams, peak, held, after: await probeMemory(probePort, 'gc') };
}

function tables(levels, baseline, rounds) {
  const columns = [
    'phase',
    'streams',
    'model 1st token ms',
    'client 1st token ms',
    'added 1st token ms (median / p95)',
    'of which: to the model / relay ms (median)',
    'added per token ms (median / p95)',
    'server CPU ms / stream',
    'RSS MB before / peak / after GC',
    'JS MB (heap + buffers) before / peak / after GC',
    'JS MB held by open streams (GC)',
  ];
  const rows = levels.map((level) => [
    `read, ${level.phase}`,
    level.streams,
    level.modelFirstTokenMs,
    level.clientFirstTokenMs,
    `${level.addedFirstTokenMs.median} / ${level.addedFirstTokenMs.p95}`,
    `${level.addedBeforeModelMs} / ${level.firstTokenRelayMs}`,
    `${level.addedPerTokenMs.median} / ${level.addedPerTokenMs.p95}`,
    level.serverCpuMsPerStream,
    triple(level.memory.before.rssMb, level.memory.peak.peakRssMb, level.memory.after.rssMb),
    triple(level.memory.before.jsMb, level.memory.peak.peakJsMb, level.memory.after.jsMb),
    '',
  ]);
  for (const round of rounds) {
    rows.push([
      `unread, round ${round.round}`,
      round.streams,
      '',
      '',
      '',
      '',
      '',
      '',
      triple(baseline.rssMb, round.peak.peakRssMb, round.after.rssMb),
      triple(baseline.jsMb, round.peak.peakJsMb, round.after.jsMb),
      round.held.jsMb,
    ]);
  }
  rows.push([
    `aim: added 1st token median ≤ ${FIRST_TOKEN_BUDGET_MS} ms; model: 1st token after ${MODEL.firstTokenDelayMs} ms, then one every ${MODEL.tokenDelayMs} ms`,
    ...Array(columns.length - 1).fill(''),
  ]);
  return { columns, rows };
}

/** Each level through the server against the same streams straight at the model. */
function comparisons(levels, direct) {
  return levels.map((level) => {
    const model = direct.find((entry) => entry.streams === level.streams);
    return {
      streams: level.streams,
      phase: level.phase,
      direct: { firstToken: model.firstToken, lastToken: model.lastToken },
      server: { firstToken: level.firstToken, lastToken: level.lastToken },
      firstTokenP95AddedMs: round1(level.firstToken.p95 - model.firstToken.p95),
      lastTokenP95AddedPercent: round1(
        (100 * (level.lastToken.p95 - model.lastToken.p95)) / model.lastToken.p95,
      ),
    };
  });
}

function comparisonLines(compared) {
  const pair = (spread) => `${spread.p50} / ${spread.p95}`;
  const aimOf = (streams) => STARTED_TOGETHER_AIMS[streams] ?? {};
  const rows = compared.map((entry) => [
    `${entry.streams} together, ${entry.phase}`,
    pair(entry.direct.firstToken),
    pair(entry.server.firstToken),
    entry.firstTokenP95AddedMs,
    aimOf(entry.streams).firstTokenP95AddedMs ?? '',
    pair(entry.direct.lastToken),
    pair(entry.server.lastToken),
    `${entry.lastTokenP95AddedPercent}%`,
    aimOf(entry.streams).lastTokenP95AddedPercent === undefined
      ? ''
      : `${aimOf(entry.streams).lastTokenP95AddedPercent}%`,
  ]);
  const columns = [
    'streams started together',
    '1st token ms direct (p50 / p95)',
    'through the server',
    'p95 added ms',
    'aim ≤',
    'last token ms direct (p50 / p95)',
    'through the server',
    'p95 added',
    'aim ≤',
  ];
  return ['', ...formatTable(columns, rows).split('\n'), aimVerdict(compared)];
}

/** One line: whether every level started together meets issue 31's aims (STARTED_TOGETHER_AIMS). */
function aimVerdict(compared) {
  const missed = compared.filter((entry) => {
    const aim = STARTED_TOGETHER_AIMS[entry.streams];
    if (!aim) return false;
    return (
      (aim.firstTokenP95AddedMs !== undefined && entry.firstTokenP95AddedMs > aim.firstTokenP95AddedMs) ||
      (aim.lastTokenP95AddedPercent !== undefined &&
        entry.lastTokenP95AddedPercent > aim.lastTokenP95AddedPercent)
    );
  });
  if (missed.length === 0) return "streams started together: issue 31's aims met at every level";
  const levels = missed.map((entry) => `${entry.streams} (${entry.phase})`).join(', ');
  return `streams started together: issue 31's aims not met at ${levels}`;
}

function budgetBreaches(levels, rounds, compared) {
  const breaches = levels
    .filter((level) => level.phase === 'steady' && level.addedFirstTokenMs.median > FIRST_TOKEN_BUDGET_MS)
    .map(
      (level) =>
        `${level.streams} streams (steady): the server adds ${level.addedFirstTokenMs.median} ms (median) to the first token > ${FIRST_TOKEN_BUDGET_MS} ms`,
    );
  for (const entry of compared) {
    const aim = STARTED_TOGETHER_AIMS[entry.streams];
    const where = `${entry.streams} streams started together (${entry.phase})`;
    if (aim?.firstTokenP95AddedMs !== undefined && entry.firstTokenP95AddedMs > aim.firstTokenP95AddedMs)
      breaches.push(
        `${where}: first token p95 ${entry.firstTokenP95AddedMs} ms later than direct > ${aim.firstTokenP95AddedMs} ms`,
      );
    if (
      aim?.lastTokenP95AddedPercent !== undefined &&
      entry.lastTokenP95AddedPercent > aim.lastTokenP95AddedPercent
    )
      breaches.push(
        `${where}: last token p95 ${entry.lastTokenP95AddedPercent}% later than direct > ${aim.lastTokenP95AddedPercent}%`,
      );
  }
  if (rounds.length > 1) {
    const growth = rounds.at(-1).after.jsMb - rounds[0].after.jsMb;
    if (growth > LEAK_BUDGET_MB)
      breaches.push(
        `unread streams: JS memory after GC grew ${round1(growth)} MB over ${rounds.length} rounds`,
      );
  }
  return breaches;
}

export async function run() {
  const model = await startPacedModel(MODEL);
  const probePort = await findFreePort();
  let product;
  try {
    product = await startProductServer({
      logLevel: env.BENCH_LOAD_LOG_LEVEL ?? 'warn',
      env: {
        LLM_MODEL_NAME: FAKE_MODEL_NAME,
        LLM_MODEL_PROVIDER: 'proxy/openai',
        OPENAI_API_BASE: `${model.url}/v1`,
        OPENAI_API_KEY: 'bench',
        ...memoryProbeEnv(probePort),
      },
    });
    // Warm-up: the first streams pay for lazy loading and JIT.
    await measureReadStreams(product, model, probePort, 10, 'warm-up');
    // Each level twice: its first burst (the server and the model open their connections, caches fill)
    // and then steady load (a server under sustained load has them open). The aim applies to steady load.
    const levels = [];
    const direct = [];
    for (const streams of LEVELS) {
      direct.push(await measureDirectStreams(model, streams));
      levels.push({
        ...(await measureReadStreams(product, model, probePort, streams, `${streams}-first-burst`)),
        phase: 'first burst',
      });
      const steady = await measureReadStreams(product, model, probePort, streams, `${streams}-steady`);
      levels.push({ ...steady, phase: 'steady' });
    }
    const baseline = await probeMemory(probePort, 'gc');
    const rounds = [];
    for (const round of range(UNREAD.rounds))
      rounds.push(await unreadRound(product, model, probePort, round + 1));
    const compared = comparisons(levels, direct);
    return {
      data: {
        model: MODEL,
        unread: UNREAD,
        startedTogether: compared,
        levels,
        unreadBaseline: baseline,
        unreadRounds: rounds,
      },
      breaches: budgetBreaches(levels, rounds, compared),
      table: tables(levels, baseline, rounds),
      notes: comparisonLines(compared),
    };
  } finally {
    await product?.stop();
    await model.close();
  }
}
