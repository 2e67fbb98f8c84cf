import { CHAT_MODES } from '@/contract/chat-completion';
import type { PromptTarget, PromptTemplate, PromptVerifyFailure } from '@/contract/prompt';
import { startTestServer, type TestServer } from './harness';
import { call } from './prompts-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const targets = (type?: string) =>
  call<PromptTarget[] | null>(server, `/prompt/type/targets${type ? `?prompt_type=${type}` : ''}`, {
    method: 'GET',
  });
const load = (query: string, body?: unknown) =>
  call<PromptTemplate | null>(server, `/prompt/template/load?${query}`, { body });
const verify = (body: Record<string, unknown>) =>
  call<boolean | PromptVerifyFailure>(server, '/prompt/response/verify', { body });

describe('GET /prompt/type/targets', () => {
  it('lists every chat scene with its name', async () => {
    const answer = await targets('Scene');
    expect(answer.status).toBe(200);
    const scenes = answer.body.data ?? [];
    expect(scenes.map((scene) => scene.name)).toEqual(
      CHAT_MODES.filter((mode) => mode !== 'chat_react_agent'),
    );
    expect(scenes).toContainEqual({ name: 'chat_with_db_execute', desc: 'Chat Data' });
  });

  it('lists the agents the server knows', async () => {
    const agents = (await targets('Agent')).body.data ?? [];
    expect(agents.map((agent) => agent.name)).toEqual(['DataScientist', 'ToolExpert', 'Summarizer']);
    expect(agents.every((agent) => Boolean(agent.desc))).toBe(true);
  });

  it('lists evaluation metrics with their prompt as desc', async () => {
    const metrics = (await targets('Evaluate')).body.data ?? [];
    expect(metrics.map((metric) => metric.name)).toContain('AnswerRelevancyMetric');
    expect(metrics[0]?.desc).toContain('{query}');
  });

  it('answers null for Normal (the default) and 400 E0003 for an unknown type', async () => {
    expect((await targets('Normal')).body).toMatchObject({ success: true, data: null });
    expect((await targets()).body).toMatchObject({ success: true, data: null });
    const unknown = await targets('Magic');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, err_code: 'E0003' });
    expect(unknown.body.err_msg).toMatch(/Unknown prompt_type "Magic"/);
  });
});

describe('POST /prompt/template/load', () => {
  it('answers a scene’s template with its variables and response format, in English by default', async () => {
    const answer = await load('prompt_type=Scene&target=chat_with_db_execute', { ignored: true });
    expect(answer.status).toBe(200);
    const template = answer.body.data as PromptTemplate;
    expect(template.template).toContain('You are a database expert');
    expect(template.input_variables).toEqual([
      'db_name',
      'table_info',
      'dialect',
      'top_k',
      'display_type',
      'response',
    ]);
    expect(template).toMatchObject({ template_format: 'f-string', template_scene: 'chat_with_db_execute' });
    expect(JSON.parse(template.response_format ?? '')).toMatchObject({
      sql: expect.any(String),
      thoughts: expect.any(String),
    });
  });

  it('answers the same template in Chinese', async () => {
    const template = (await load('prompt_type=Scene&target=chat_with_db_execute&prompt_language=zh')).body
      .data;
    expect(template?.template).toContain('你是一名数据库专家');
    expect(template?.input_variables).toEqual([
      'db_name',
      'table_info',
      'dialect',
      'top_k',
      'display_type',
      'response',
    ]);
    expect(JSON.parse(template?.response_format ?? '')).toHaveProperty('sql', '要执行的 SQL 语句');
  });

  it('answers an agent’s template with the {out_schema} slot', async () => {
    const template = (await load('prompt_type=Agent&target=DataScientist')).body.data;
    expect(template?.input_variables).toEqual(['dialect', 'table_info', 'out_schema']);
    expect(template?.response_format).toContain('"display_type"');
  });

  it('answers null for Normal and 400 E0003 for a missing, unknown or template-less target', async () => {
    expect((await load('prompt_type=Normal')).body).toMatchObject({ success: true, data: null });
    const missing = await load('prompt_type=Scene');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ err_code: 'E0003' });
    expect(missing.body.err_msg).toMatch(/Choose a scene/);
    const unknown = await load('prompt_type=Agent&target=Nobody');
    expect(unknown.body.err_msg).toMatch(/Unknown target "Nobody"/);
    const none = await load('prompt_type=Scene&target=chat_flow');
    expect(none.status).toBe(400);
    expect(none.body.err_msg).toMatch(/no built-in template for "chat_flow"/);
  });
});

describe('POST /prompt/response/verify', () => {
  const complete = { thoughts: 't', direct_response: '', sql: 'SELECT 1', display_type: 'Table' };

  it('accepts an answer whose JSON (in ```json fences) has every property of the scene’s format', async () => {
    const answer = await verify({
      llm_out: `Here you go:\n\`\`\`json\n${JSON.stringify(complete, null, 2)}\n\`\`\`\nDone.`,
      prompt_type: 'Scene',
      chat_scene: 'chat_with_db_execute',
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, err_code: null, err_msg: null, data: true },
    });
  });

  it('finds bare JSON in the text too', async () => {
    const answer = await verify({
      llm_out: `Sure! ${JSON.stringify({ thought: 'x', sql: 'SELECT 1', display_type: 'Table' })} hope it helps`,
      prompt_type: 'Agent',
      chat_scene: 'DataScientist',
    });
    expect(answer.body.data).toBe(true);
  });

  it('says which properties are missing', async () => {
    const answer = await verify({
      llm_out: '```json\n{"thoughts": "t", "sql": "SELECT 1"}\n```',
      prompt_type: 'Scene',
      chat_scene: 'chat_with_db_execute',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E000X' });
    expect(answer.body.err_msg).toMatch(/missing direct_response, display_type/);
    expect(answer.body.data).toEqual({
      reason: 'missing_properties',
      missing_properties: ['direct_response', 'display_type'],
      expected_properties: ['thoughts', 'direct_response', 'sql', 'display_type'],
    });
  });

  it('reports an answer without any JSON', async () => {
    const answer = await verify({
      llm_out: 'I cannot help with that.',
      prompt_type: 'Agent',
      chat_scene: 'ToolExpert',
    });
    expect(answer.body).toMatchObject({ success: false, data: { reason: 'no_json' } });
    expect(answer.body.err_msg).toMatch(/no JSON/);
  });

  it('checks a given response schema (JSON Schema or example), whatever the type', async () => {
    const schema = JSON.stringify({
      type: 'object',
      properties: { title: {}, score: {} },
      required: ['score'],
    });
    const ok = await verify({ llm_out: '{"score": 3}', prompt_type: 'Normal', response_schema: schema });
    expect(ok.body.data).toBe(true);
    const bad = await verify({
      llm_out: '[{"title": "a"}]',
      prompt_type: 'Normal',
      response_schema: '{"score": 1}',
    });
    expect(bad.body).toMatchObject({ success: false, data: { missing_properties: ['score'] } });
    const invalid = await verify({ llm_out: '{}', prompt_type: 'Normal', response_schema: '{oops' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.err_msg).toBe('response_schema: is not valid JSON;');
  });

  it('accepts anything for Normal prompts and free-text scenes; refuses an unknown target', async () => {
    expect((await verify({ llm_out: 'plain', prompt_type: 'Normal' })).body.data).toBe(true);
    expect(
      (await verify({ llm_out: 'plain', prompt_type: 'Scene', chat_scene: 'chat_normal' })).body.data,
    ).toBe(true);
    const unknown = await verify({ llm_out: '{}', prompt_type: 'Scene', chat_scene: 'chat_nowhere' });
    expect(unknown.body).toMatchObject({ success: false, data: { reason: 'unknown_target' } });
  });

  it('needs llm_out, prompt_type and, for agents and scenes, a target', async () => {
    const answer = await verify({ prompt_type: 'Agent' });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain('llm_out: is required;');
    const noTarget = await verify({ llm_out: '{}', prompt_type: 'Scene' });
    expect(noTarget.body.err_msg).toContain('chat_scene: is required for Agent and Scene prompts');
  });
});
