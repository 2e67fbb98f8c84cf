import { chat, history, lastSnapshot } from './chat-test-helpers';
import {
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

interface ReferenceChunk {
  id: number;
  content: string;
  recall_score: number;
  document_id: number;
  space_name: string;
  meta_info: Record<string, unknown>;
}

/** The references element's JSON, read back as a browser would read the attribute. */
function referencesIn(answer: string): { name: string; chunks: ReferenceChunk[] }[] {
  const match = /<references title="References" references="([^"]*)"><\/references>$/.exec(answer);
  if (!match) throw new Error(`no references element in ${answer}`);
  const json = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(json);
}

let setup: KnowledgeSetup;
let seeded: Awaited<ReturnType<typeof seedSpace>>;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  seeded = await seedSpace(setup, {
    name: 'handbook',
    documents: [
      {
        name: 'leave "policy".md',
        chunks: [
          'Employees get 25 days of paid leave per year; unused days expire in March.',
          'Parental leave is 16 weeks, paid in full.',
        ],
      },
      { name: '报销.txt', chunks: ['差旅报销需要在出差结束后三十天内提交发票。'] },
    ],
  });
  await seedSpace(setup, {
    name: 'templated',
    arguments: { embedding: { topk: 1 }, prompt: { template: 'Use ONLY this: {context}\nQ: {question}' } },
    documents: [{ name: 'a.txt', chunks: ['The office opens at 8 am.', 'The office closes at 6 pm.'] }],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

const ask = (extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${setup.server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ chat_mode: 'chat_knowledge', model_name: 'fake-model', ...extra }),
  });

describe('chat_knowledge', () => {
  it('cites the retrieved chunks in the prompt, streams the answer, ends it with the references, and stores them', async () => {
    setup.fake.setReply({ text: 'You get 25 days [1].' });
    const convUid = 'knowledge-1';
    const result = await chat(setup.server, {
      conv_uid: convUid,
      chat_mode: 'chat_knowledge',
      select_param: 'handbook',
      user_input: 'How many days of paid leave do employees get?',
      model_name: 'fake-model',
    });
    const [request] = setup.fake.chatRequests();
    const system = String(request.messages[0].content);
    expect(request.messages[0].role).toBe('system');
    expect(system).toContain('[1] (leave "policy".md)\nEmployees get 25 days of paid leave');
    expect(system).toContain('say that the knowledge base does not cover it');
    expect(request.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How many days of paid leave do employees get?',
    });

    const answer = lastSnapshot(result.payloads).content;
    expect(answer.startsWith('You get 25 days [1].\n\n<references title="References" references="')).toBe(
      true,
    );
    const [document] = referencesIn(answer);
    const [leaveChunk] = seeded.chunkIds.get('leave "policy".md') ?? [];
    expect(document.name).toBe('leave "policy".md');
    expect(document.chunks[0]).toMatchObject({
      id: leaveChunk,
      content: expect.stringContaining('25 days'),
      space_name: 'handbook',
      meta_info: { page: 1 },
    });
    expect(document.chunks[0].document_id).toEqual(expect.any(Number));
    expect(document.chunks[0].recall_score).toBeGreaterThan(0);

    const messages = await history(setup.server, convUid);
    expect(messages.find((message) => message.role === 'ai')?.context).toBe(answer);
    expect(messages.find((message) => message.role === 'human')?.context).toContain('paid leave');

    // The next round gives the model the earlier answer without the references element.
    setup.fake.setReply({ text: 'Sixteen weeks.' });
    await chat(setup.server, {
      conv_uid: convUid,
      chat_mode: 'chat_knowledge',
      select_param: 'handbook',
      user_input: 'And parental leave?',
    });
    const second = setup.fake.chatRequests()[1];
    expect(second.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second.messages[2].content).toBe('You get 25 days [1].');
  });

  it('takes the space from ext_info.knowledge_space, answers Chinese questions from Chinese chunks in Chinese prompts', async () => {
    const response = await ask(
      { user_input: '差旅报销什么时候提交？', ext_info: { knowledge_space: 'handbook' } },
      { 'accept-language': 'zh-CN' },
    );
    await response.text();
    const system = String(setup.fake.chatRequests()[0].messages[0].content);
    expect(system).toContain('请根据下面的知识回答问题');
    expect(system).toContain('[1] (报销.txt)\n差旅报销需要在出差结束后三十天内提交发票。');
  });

  it('uses the space prompt template and top k', async () => {
    await (await ask({ user_input: 'When does the office open?', select_param: 'templated' })).text();
    const system = String(setup.fake.chatRequests()[0].messages[0].content);
    expect(system).toMatch(
      /^Use ONLY this: \[1\] \(a\.txt\)\nThe office opens at 8 am\.\nQ: When does the office open\?$/,
    );
  });

  it('tells the model when nothing matches, and adds no references', async () => {
    setup.fake.setReply({ text: 'The knowledge base does not cover it.' });
    const result = await chat(setup.server, {
      chat_mode: 'chat_knowledge',
      select_param: 'handbook',
      user_input: 'Quantum chromodynamics?',
    });
    expect(String(setup.fake.chatRequests()[0].messages[0].content)).toContain(
      '(no passage of the knowledge base matches this question)',
    );
    expect(lastSnapshot(result.payloads).content).toBe('The knowledge base does not cover it.');
  });

  it.each([
    [
      {},
      'Choose the knowledge space to chat with: give its name as select_param (or ext_info.knowledge_space)',
    ],
    [{ select_param: 'missing' }, 'Knowledge space "missing" not found'],
  ])('answers %j with one error frame and asks no model', async (extra, message) => {
    const result = await chat(setup.server, { chat_mode: 'chat_knowledge', user_input: 'Hi', ...extra });
    expect(result.status).toBe(200);
    expect(result.payloads).toEqual([`[SERVER_ERROR]${message}`]);
    expect(setup.fake.chatRequests()).toEqual([]);
  });

  it('lists the spaces as the choices of chat_knowledge', async () => {
    const { body } = await postJson<{ param: string; type: string; space_id: number }[]>(
      setup.server,
      '/api/v1/chat/mode/params/list?chat_mode=chat_knowledge',
      {},
    );
    expect(body.data.map((choice) => choice.param)).toEqual(['handbook', 'templated']);
    expect(body.data[0]).toEqual({ param: 'handbook', type: 'space', space_id: seeded.space.id });
  });
});
