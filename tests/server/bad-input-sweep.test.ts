import { isApiPath } from '@/server/http/not-found';
import { listRoutes, type RouteEntry } from '@/server/http/route-table';
import { openStorage } from '@/server/storage/open';
import { testDatabaseUrl } from './test-storage';
import { bodyCases, pathParamCases, queryCases, type BodyCase, type DataIds } from './bad-input-cases';
import { seedDatasource } from './bad-input-datasources';
import { newKnowledgeSpace, seedKnowledge } from './bad-input-knowledge';
import { apiJson, chat, newConversation, setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { upload } from './upload-helpers';

/**
 * Every registered route (read from the server's own route table, so a new route is swept as soon as it
 * exists) gets malformed JSON, wrong types, huge texts and numbers, NUL characters and the victim's ids,
 * sent by another user. Never a 5xx, always the envelope on API paths, and every conversation reads back.
 */
const setup = setupFakeModelServer(() => startChatServer());

const VICTIM = 'victim';
const ATTACKER = 'mallory';
const IN_FLIGHT = 4;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SweepRequest {
  method: string;
  url: string;
  body?: BodyCase;
}

interface Problem {
  request: string;
  status: number;
  why: string;
}

let victim: DataIds;
let victimConversations: string[];
let attacker: DataIds;

/** A user with two conversations, a like and a rating, a private and a public prompt and an uploaded file. */
async function seedUser(userId: string): Promise<{ ids: DataIds; conversations: string[] }> {
  const server = setup.server;
  const convUid = await newConversation(server, { userId });
  await chat(server, { conv_uid: convUid, user_input: 'first question' }, { userId });
  await chat(server, { conv_uid: convUid, user_input: 'second question' }, { userId });
  const other = await newConversation(server, { userId });
  await chat(server, { conv_uid: other, user_input: 'another conversation' }, { userId });
  const post = (p: string, body: unknown) =>
    fetch(`${server.baseUrl}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': userId },
      body: JSON.stringify(body),
    });
  await post('/api/v1/conv/feedback/add', { conv_uid: convUid, message_id: '1', feedback_type: 'like' });
  await post('/api/v1/feedback/commit', {
    conv_uid: convUid,
    conv_index: 2,
    score: 5,
    question: null,
    ques_type: null,
  });
  const prompt = await (
    await post('/prompt/add', { prompt_name: `secret of ${userId}`, prompt_type: 'Normal', content: 'c' })
  ).json();
  // Searches only run their text against prompts the caller sees: a public one is always there.
  const shared = {
    prompt_name: `shared by ${userId}`,
    prompt_type: 'Normal',
    content: 'c',
    visibility: 'public',
  };
  await post('/prompt/add', shared);
  const uploaded = await upload(server.baseUrl, [{ name: 'notes.txt', content: 'notes' }], {
    query: `conv_uid=${convUid}&chat_mode=chat_normal`,
    headers: { 'user-id': userId },
  });
  const file = (await uploaded.json()).data;
  const knowledge = await seedKnowledge(server.baseUrl, userId);
  const datasource = await seedDatasource(server.baseUrl, server.dataDir, userId);
  const ids = {
    convUid,
    fileId: file.file_id,
    fileUri: file.uri,
    promptCode: prompt.data.prompt_code,
    ...knowledge,
    ...datasource,
  };
  return { ids, conversations: [convUid, other] };
}

/** What the victim sees of their conversations, feedback and private prompt. */
async function victimView(): Promise<unknown> {
  const read = (p: string) =>
    apiJson(setup.server, 'GET', p, { userId: VICTIM }).then((answer) => answer.body);
  const histories = await Promise.all(
    victimConversations.map((convUid) => read(`/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`)),
  );
  const rating = await read(`/api/v1/feedback/find?conv_uid=${victim.convUid}&conv_index=2`);
  const prompts = await fetch(`${setup.server.baseUrl}/prompt/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': VICTIM },
    body: '{}',
  }).then((res) => res.json());
  return { list: await read('/api/v1/chat/dialogue/list'), histories, rating, prompts };
}

/**
 * The requests for one route. The attacker's valid requests name a conversation opened for this route
 * alone, so that a route which deletes it does not starve the routes after it.
 */
async function requestsFor(route: RouteEntry): Promise<SweepRequest[]> {
  const own = { ...attacker, convUid: await newConversation(setup.server, { userId: ATTACKER }) };
  // Likewise a knowledge space of its own, which the route may delete.
  const ownSpace = route.url.includes('knowledge')
    ? await newKnowledgeSpace(setup.server.baseUrl, ATTACKER)
    : {};
  Object.assign(own, ownSpace);
  const urls = route.url.includes(':')
    ? pathParamCases(victim).map((value) => route.url.replace(/:[a-z_]+/g, value))
    : [route.url];
  const allQueries = queryCases(own, victim);
  const queries = route.method === 'HEAD' ? allQueries.slice(0, 3) : allQueries;
  const requests: SweepRequest[] = [];
  for (const url of urls)
    for (const query of queries) requests.push({ method: route.method, url: `${url}?${query}` });
  // Bodies go where the attacker's own data is: their space for the knowledge routes.
  const bodyUrl = route.url.includes(':space') ? route.url.replace(':space', own.space) : urls[0];
  if (BODY_METHODS.has(route.method)) {
    for (const body of bodyCases(own, victim))
      requests.push({ method: route.method, url: `${bodyUrl}?${allQueries[1]}`, body });
  }
  return requests;
}

/** The API reference page and its scripts and styles: HTML, JS and CSS when found; errors stay envelopes. */
const API_DOCS_PAGE = /^\/api\/docs(\/|$)/;

/** Answers that are not envelopes by design: streams, downloaded files, empty HEAD answers, the docs page. */
function isEnvelopeExempt(method: string, res: Response, pathname: string): boolean {
  return (
    method === 'HEAD' ||
    (res.ok && API_DOCS_PAGE.test(pathname)) ||
    (res.headers.get('content-type') ?? '').startsWith('text/event-stream') ||
    res.headers.get('content-disposition') !== null
  );
}

async function check(request: SweepRequest): Promise<Problem | null> {
  const { method, url, body } = request;
  const res = await fetch(`${setup.server.baseUrl}${url}`, {
    method,
    headers: {
      'user-id': ATTACKER,
      ...(body ? { 'content-type': body.contentType ?? 'application/json' } : {}),
    },
    body: body?.body,
  });
  const text = await res.text();
  const shown = `${method} ${url.slice(0, 120)}${body ? ` [${body.label}]` : ''}`;
  if (res.status >= 500) return { request: shown, status: res.status, why: text.slice(0, 200) };
  const { pathname } = new URL(url, 'http://x');
  if (!isApiPath(pathname) || isEnvelopeExempt(method, res, pathname)) return null;
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { request: shown, status: res.status, why: `not JSON: ${text.slice(0, 100)}` };
  }
  const keys = ['success', 'err_code', 'err_msg', 'data'];
  if (typeof envelope.success !== 'boolean' || !keys.every((key) => key in envelope))
    return { request: shown, status: res.status, why: `not the envelope: ${text.slice(0, 100)}` };
  if (res.status >= 400 && (envelope.success !== false || envelope.data !== null))
    return { request: shown, status: res.status, why: 'an error answer that says success or carries data' };
  return null;
}

/** Runs `work` over `items`, a few at a time. */
async function inPool<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      results.push(await work(item));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

describe('bad-input sweep over every registered route', () => {
  let before: unknown;
  beforeAll(async () => {
    const seeded = await seedUser(VICTIM);
    victim = seeded.ids;
    victimConversations = seeded.conversations;
    attacker = (await seedUser(ATTACKER)).ids;
    before = await victimView();
  });

  it('walks the route table, API families included', () => {
    const urls = listRoutes(setup.server.app).map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/chat/completions', '/prompt/add', '/health']));
    expect(urls.length).toBeGreaterThan(40);
  });

  it('never answers 5xx, answers the envelope on API paths and changes nothing of another user', async () => {
    const requests: SweepRequest[] = [];
    for (const route of listRoutes(setup.server.app)) requests.push(...(await requestsFor(route)));
    const problems = (await inPool(requests, check)).filter((problem) => problem !== null);
    expect(problems).toEqual([]);
    expect(await victimView()).toEqual(before);
    // The time grows with the route table (~70,000 requests for ~320 routes, 100 s on a busy machine).
  }, 300_000);

  it('still reads back every stored conversation, whoever it belongs to', async () => {
    const db = await openStorage(testDatabaseUrl(setup.server.dataDir));
    const stored = await db
      .query<{ conv_uid: string; user_id: string }>('SELECT conv_uid, user_id FROM conversations')
      .finally(() => db.close());
    expect(stored.length).toBeGreaterThan(victimConversations.length);
    for (const { conv_uid: convUid, user_id: userId } of stored) {
      const history = await apiJson(
        setup.server,
        'GET',
        `/api/v1/chat/dialogue/messages/history?con_uid=${encodeURIComponent(convUid)}`,
        {
          userId,
        },
      );
      expect(history.status, convUid).toBe(200);
    }
    for (const userId of new Set(stored.map((row) => row.user_id))) {
      expect((await apiJson(setup.server, 'GET', '/api/v1/chat/dialogue/list', { userId })).status).toBe(200);
    }
  });
});
