import type { PaginationResult } from '@/contract/common';
import type { Variable, VariableKey } from '@/contract/flow';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';
import { AWEL, flowCall, oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let server: TestServer;
/** `001` is the seeded admin of DB-GPT's admin list (no sign-in in these tests). */
const ADMIN = '001';
const SECRET = 'sk-very-secret-4242';

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const variable = (fields: Record<string, unknown> = {}) => ({
  key: 'dbgpt.model.openai.model',
  name: 'default_model',
  label: 'Default model',
  category: 'common',
  scope: 'global',
  value: 'gpt-4o',
  ...fields,
});

async function create(fields: Record<string, unknown>, user = 'alice') {
  const answer = await flowCall<Variable>(server, 'POST', `${AWEL}/variables`, variable(fields), { user });
  if (!answer.body.success) throw new Error(`variable not created: ${answer.body.err_msg}`);
  return answer.body.data;
}

describe('creating variables', () => {
  it('stores a typed value and lists it by key under v1 and v2, with its key among the keys', async () => {
    const created = await create({ key: 'app.limits', name: 'max_rows', value: '42', value_type: 'int' });
    expect(created).toMatchObject({
      key: 'app.limits',
      name: 'max_rows',
      value: 42,
      value_type: 'int',
      enabled: true,
    });
    for (const prefix of [AWEL, '/api/v1/serve/awel']) {
      const page = await flowCall<PaginationResult<Variable>>(
        server,
        'GET',
        `${prefix}/variables?key=app.limits`,
      );
      expect(page.body.data.items.map((item) => item.value)).toEqual([42]);
    }
    const keys = await flowCall<VariableKey[]>(server, 'GET', `${AWEL}/variables/keys`);
    expect(keys.body.data.map((key) => key.key)).toEqual(
      expect.arrayContaining(['app.limits', 'dbgpt.core.model.llms']),
    );
  });

  it('answers the built-in keys in the caller language', async () => {
    const zh = await flowCall<VariableKey[]>(server, 'GET', `${AWEL}/variables/keys`, undefined, {
      language: 'zh',
    });
    expect(zh.body.data.find((key) => key.key === 'dbgpt.core.model.llms')?.label).toBe('所有大模型');
    const llms = await flowCall<PaginationResult<Variable>>(
      server,
      'GET',
      `${AWEL}/variables?key=dbgpt.core.model.llms`,
    );
    expect(llms.body.data.items.map((item) => item.name)).toContain('fake-model');
  });

  it('refuses a value of another type, a bad name, a flow scope without its flow, and a duplicate', async () => {
    const wrongType = await flowCall(
      server,
      'POST',
      `${AWEL}/variables`,
      variable({ name: 'n1', value: 'abc', value_type: 'float' }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.err_msg).toBe('The value of "n1" must be of type float');
    const wrongZh = await flowCall(
      server,
      'POST',
      `${AWEL}/variables`,
      variable({ name: 'n1', value: 'x', value_type: 'bool' }),
      {
        language: 'zh',
      },
    );
    expect(wrongZh.body.err_msg).toBe('“n1”的值必须是 bool 类型');
    const badName = await flowCall(server, 'POST', `${AWEL}/variables`, variable({ name: 'my-var' }));
    expect(badName.status).toBe(400);
    expect(badName.body.err_msg).toContain('name');
    const noFlow = await flowCall(
      server,
      'POST',
      `${AWEL}/variables`,
      variable({ name: 'n2', scope: 'flow_priv' }),
    );
    expect(noFlow.status).toBe(400);
    expect(noFlow.body.err_msg).toContain('scope_key');
    await create({ name: 'twice' });
    const again = await flowCall(server, 'POST', `${AWEL}/variables`, variable({ name: 'twice' }));
    expect(again.status).toBe(409);
    // A blank sys_code or user name is the same variable as one without: 409, not a server error.
    await create({ name: 'blank', sys_code: '', user_name: '' });
    const unblank = await flowCall(server, 'POST', `${AWEL}/variables`, variable({ name: 'blank' }));
    expect(unblank.status).toBe(409);
    const missingKey = await flowCall(server, 'GET', `${AWEL}/variables`);
    expect(missingKey.status).toBe(400);
  });

  it('pages the variables of one key', async () => {
    for (const name of ['p1', 'p2', 'p3']) await create({ key: 'paged.key', name });
    const page = await flowCall<PaginationResult<Variable>>(
      server,
      'GET',
      `${AWEL}/variables?key=paged.key&page=2&page_size=2`,
    );
    expect(page.body.data).toMatchObject({ total_count: 3, total_pages: 2, page: 2 });
    expect(page.body.data.items).toHaveLength(1);
  });
});

describe('changing and deleting', () => {
  it('lets the creator change and delete a common variable, and refuses another user', async () => {
    const created = await create({ name: 'mine', value: 'one' });
    const path = `${AWEL}/variables/${created.id}`;
    const other = await flowCall(server, 'PUT', path, variable({ name: 'mine', value: 'two' }), {
      user: 'bob',
    });
    expect(other.status).toBe(403);
    const changed = await flowCall<Variable>(server, 'PUT', path, variable({ name: 'mine', value: 'two' }));
    expect(changed.body.data.value).toBe('two');
    const deleted = await flowCall<Variable>(server, 'DELETE', path);
    expect(deleted.body.data.name).toBe('mine');
    expect((await flowCall(server, 'DELETE', path)).status).toBe(404);
    const missing = await flowCall(server, 'PUT', `${AWEL}/variables/99999`, variable(), { language: 'zh' });
    expect(missing.status).toBe(404);
    expect(missing.body.err_msg).toBe('不存在变量 99999');
  });
});

describe('secret variables', () => {
  it('only an admin creates, changes or deletes them; nobody ever reads the value back', async () => {
    const refused = await flowCall(
      server,
      'POST',
      `${AWEL}/variables`,
      variable({ key: 'dbgpt.model.openai.api_key', name: 'team_key', category: 'secret', value: SECRET }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe('Only an admin may create, change or delete secret variables');
    const secret = await create(
      { key: 'dbgpt.model.openai.api_key', name: 'team_key', category: 'secret', value: SECRET },
      ADMIN,
    );
    expect(secret.value).toBe('******');
    const path = `${AWEL}/variables/${secret.id}`;
    const body = variable({
      key: 'dbgpt.model.openai.api_key',
      name: 'team_key',
      category: 'secret',
      value: 'other',
    });
    const changeRefused = await flowCall(server, 'PUT', path, body, { user: 'alice', language: 'zh' });
    expect(changeRefused.status).toBe(403);
    expect(changeRefused.body.err_msg).toBe('只有管理员可以创建、修改或删除密钥变量');
    expect((await flowCall(server, 'DELETE', path, undefined, { user: 'alice' })).status).toBe(403);
    // The client sends the mask back when only the label changes: the value stays.
    const relabelled = await flowCall<Variable>(
      server,
      'PUT',
      path,
      { ...body, value: '******', label: 'Team key' },
      { user: ADMIN },
    );
    expect(relabelled.body.data).toMatchObject({ label: 'Team key', value: '******' });
    const answers = await Promise.all([
      flowCall(server, 'GET', `${AWEL}/variables?key=dbgpt.model.openai.api_key`, undefined, { user: ADMIN }),
      flowCall(server, 'GET', `${AWEL}/variables?key=dbgpt.core.secrets`, undefined, { user: ADMIN }),
      flowCall(server, 'GET', `${AWEL}/variables/keys?category=secret`, undefined, { user: ADMIN }),
    ]);
    for (const answer of [...answers, relabelled]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    }
    expect(JSON.stringify(answers[0].body)).toContain('******');
    expect((await flowCall(server, 'DELETE', path, undefined, { user: ADMIN })).status).toBe(200);
  });
});
