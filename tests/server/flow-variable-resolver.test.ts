import type { Variable } from '@/contract/flow';
import type { RouteContext } from '@/server/context';
import { startTestServer, type TestServer } from './harness';
import { AWEL, createFlow, flowCall } from './flow-helpers';

let server: TestServer;
let context: RouteContext;
const ADMIN = '001';
const SECRET = 'sk-resolver-secret-77';

async function store(fields: Record<string, unknown>, user = ADMIN): Promise<Variable> {
  const body = { label: 'Label', category: 'common', scope: 'global', ...fields };
  const answer = await flowCall<Variable>(server, 'POST', `${AWEL}/variables`, body, { user });
  if (!answer.body.success) throw new Error(`variable not created: ${answer.body.err_msg}`);
  return answer.body.data;
}

beforeAll(async () => {
  server = await startTestServer({
    // The resolver is called with the server's own services, as the runner will call it.
    plugins: [
      async (_app, routeContext) => {
        context = routeContext;
      },
    ],
  });
  await store({ key: 'dbgpt.model.openai.api_key', name: 'team_key', category: 'secret', value: SECRET });
  await store({ key: 'app.limits', name: 'max_rows', value: 25, value_type: 'int' });
  await store({ key: 'app.texts', name: 'greeting', value: 'Hello' });
});
afterAll(async () => server.close());

const resolve = (value: unknown, overrides?: Record<string, unknown>, flowUid?: string) =>
  (context.flowVariables ?? noResolver()).resolve(value, { userId: 'alice', overrides, flowUid });

function noResolver(): never {
  throw new Error('the server context has no flow variable resolver');
}

describe('the stored variable resolver', () => {
  it('replaces references deeply: a whole reference keeps its type, one inside a text becomes text', async () => {
    const result = await resolve({
      rows: '${app.limits:max_rows}',
      prompt: 'Say "${app.texts:greeting@global}" ${app.limits:max_rows} times',
      list: [{ deep: ['${app.texts:greeting}'] }, 3, null, true],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        rows: 25,
        prompt: 'Say "Hello" 25 times',
        list: [{ deep: ['Hello'] }, 3, null, true],
      },
      secrets: [],
    });
  });

  it('opens a secret only here and names its plain text in `secrets`; storage keeps it sealed', async () => {
    const result = await resolve({ api_key: '${dbgpt.model.openai.api_key:team_key}' });
    expect(result).toEqual({ ok: true, value: { api_key: SECRET }, secrets: [SECRET] });
    const rows = await context.repositories.flowVariables.list({ name: 'team_key' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).not.toContain(SECRET);
  });

  it('lets the run overrides win over stored values', async () => {
    const result = await resolve('${app.texts:greeting}!', { greeting: 'Hi' });
    expect(result).toMatchObject({ ok: true, value: 'Hi!' });
  });

  it("reads a flow's own variables and its flow_priv ones", async () => {
    const flow = await createFlow(server, 'resolver_flow', {
      variables: [
        {
          key: 'dbgpt.core.flow.params',
          name: 'tone',
          label: 'Tone',
          category: 'common',
          scope: 'flow_priv',
          value: 'calm',
        },
      ],
    });
    await store({
      key: 'flow.params',
      name: 'depth',
      value: 3,
      value_type: 'int',
      scope: 'flow_priv',
      scope_key: flow.uid,
    });
    const result = await resolve(
      ['${dbgpt.core.flow.params:tone@flow_priv}', '${flow.params:depth@flow_priv}'],
      {},
      flow.uid,
    );
    expect(result).toMatchObject({ ok: true, value: ['calm', 3] });
  });

  it('answers an unknown reference as a problem in both languages', async () => {
    const result = await resolve({ a: 'ok', b: 'x ${nowhere.key:missing} y' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.in('en')).toBe(
      'The variable ${nowhere.key:missing} does not exist or is not visible to you',
    );
    expect(result.problem.in('zh')).toBe('变量 ${nowhere.key:missing} 不存在或你无权使用');
  });

  it('reads `${name}` as the one visible variable of that name, and skips disabled variables', async () => {
    await store({ key: 'app.switches', name: 'paused', value: 'yes', enabled: false });
    expect(await resolve('${greeting}, world')).toMatchObject({ ok: true, value: 'Hello, world' });
    expect((await resolve('${app.switches:paused}')).ok).toBe(false);
  });

  it("does not resolve another user's own variable", async () => {
    await store({ key: 'app.private', name: 'only_bob', value: 'bob', user_name: 'bob' }, ADMIN);
    const result = await resolve('${app.private:only_bob}');
    expect(result.ok).toBe(false);
  });
});
