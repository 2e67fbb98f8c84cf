import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPlugin } from '@/contract/plugin';
import { call } from './app-helpers';
import { startTestServer, type TestServer } from './harness';
import { post, rawPost, storeProbeRoutes, uploadPlugin, weatherOpenApi } from './plugins-helpers';

let server: TestServer;
const TOKEN = 'sk-live-3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e';

beforeAll(async () => {
  server = await startTestServer({ plugins: [storeProbeRoutes] });
});

afterAll(async () => {
  await server.close();
});

const mine = (user = 'alice') => post<MyPlugin[]>(server, '/api/v1/agent/my', { user });

describe('uploading a plugin file (POST /api/v1/personal/agent/upload)', () => {
  it('takes a bare OpenAPI 3 document, named after its title', async () => {
    const answer = await uploadPlugin(server, 'weather.json', JSON.stringify(weatherOpenApi()));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'weather-service',
      type: 'openapi',
      version: '1.2.0',
      file_name: 'weather.json',
      user_code: 'alice',
      description: 'Current weather',
    });
    expect((await mine()).body.data.map((plugin) => plugin.name)).toEqual(['weather-service']);
    expect((await mine('bob')).body.data).toEqual([]);
  });

  it('takes a tool definition; its header secret is sealed, masked in answers and opened for the runtime only', async () => {
    const definition = {
      kind: 'http',
      name: 'billing',
      description: 'Invoices',
      openapi: weatherOpenApi(),
      headers: { Authorization: `Bearer ${TOKEN}` },
    };
    const answer = await uploadPlugin(server, 'billing.json', JSON.stringify(definition));
    expect(answer.status).toBe(200);
    expect(answer.raw).not.toContain(TOKEN);
    expect(answer.body.data['definition']).toMatchObject({ headers: { Authorization: 'Bea…9c1e' } });

    const lists = [
      await rawPost(server, '/api/v1/agent/my'),
      await rawPost(server, '/api/v1/agent/query', {}),
      await (
        await fetch(`${server.baseUrl}/api/v1/app/resources/list?type=tool`, {
          headers: { 'user-id': 'alice' },
        })
      ).text(),
    ];
    for (const raw of lists) expect(raw).not.toContain(TOKEN);

    const found = await call<{ definition: { headers: Record<string, string> } }>(
      server,
      'POST',
      '/test/plugins/find',
      { name: 'billing', user: 'alice' },
    );
    expect(found.body.data.definition.headers).toEqual({ Authorization: `Bearer ${TOKEN}` });
  });

  it('answers 409 E0021 when the caller already has a plugin of that name', async () => {
    const again = await uploadPlugin(server, 'weather.json', JSON.stringify(weatherOpenApi()));
    expect(again.status).toBe(409);
    expect(again.body.err_code).toBe('E0021');
  });

  it('uploads for another user only when an administrator asks', async () => {
    const refused = await uploadPlugin(server, 'w.json', JSON.stringify(weatherOpenApi()), {
      query: '?user=bob',
    });
    expect(refused.status).toBe(403);
    const done = await uploadPlugin(server, 'w.json', JSON.stringify(weatherOpenApi()), {
      query: '?user=bob',
      user: '001',
    });
    expect(done.body.data).toMatchObject({ user_code: 'bob' });
  });

  it('takes an MCP server that runs a command only from an administrator, as when it is added by hand', async () => {
    const stdio = {
      kind: 'mcp',
      name: 'local-shell',
      transport: 'stdio',
      command: 'node',
      args: ['server.js'],
    };
    const refused = await uploadPlugin(server, 'shell.json', JSON.stringify(stdio), { user: 'alice' });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await mine('alice')).body.data.map((plugin) => plugin.name)).not.toContain('local-shell');
    const done = await uploadPlugin(server, 'shell.json', JSON.stringify(stdio), { user: '001' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ name: 'local-shell' });
  });

  const badFiles: [string, string, string][] = [
    ['not JSON', '{"openapi": "3.0.0",', 'The plugin file bad.json is not valid JSON'],
    [
      'a Swagger 2 document',
      JSON.stringify({ swagger: '2.0', info: { title: 'Old' }, paths: {} }),
      'The plugin file bad.json is neither a tool definition ("kind": "http" or "mcp") nor an OpenAPI 3 document',
    ],
    [
      'an operation without operationId',
      JSON.stringify(
        weatherOpenApi((doc) => {
          delete (doc['paths'] as Record<string, { get: Record<string, unknown> }>)['/weather']!.get[
            'operationId'
          ];
        }),
      ),
      'The operation GET /weather has no operationId',
    ],
    [
      'an invalid JSON Schema',
      JSON.stringify(
        weatherOpenApi((doc) => {
          doc['components'] = { schemas: { City: { type: 'text', required: 'name' } } };
        }),
      ),
      'The JSON Schema at components.schemas.City is not valid',
    ],
    [
      'no operations',
      JSON.stringify(weatherOpenApi((doc) => (doc['paths'] = {}))),
      'The OpenAPI document describes no operation under "paths"',
    ],
    [
      'a tool definition with a bad name',
      JSON.stringify({ kind: 'http', name: 'has spaces', openapi: weatherOpenApi() }),
      'The tool definition in bad.json is not valid: name:',
    ],
  ];
  it.each(badFiles)('refuses %s with 400 E0023 saying what is wrong', async (_case, content, message) => {
    const answer = await uploadPlugin(server, 'bad.json', content);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0023' });
    expect(answer.body.err_msg).toContain(message);
  });

  it('says in Chinese when the schema is invalid, with the validator naming the field', async () => {
    const content = JSON.stringify(
      weatherOpenApi((doc) => {
        doc['components'] = { schemas: { City: { type: 'object', required: 'name' } } };
      }),
    );
    const answer = await uploadPlugin(server, 'bad.json', content, { language: 'zh' });
    expect(answer.body.err_msg).toMatch(/^components\.schemas\.City 处的 JSON Schema 无效：.*required/);
  });

  it('asks for the file in the doc_file field', async () => {
    const answer = await uploadPlugin(server, 'w.json', JSON.stringify(weatherOpenApi()), { field: 'file' });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe(
      'Send the plugin file as multipart/form-data in the form field "doc_file"',
    );
    const notMultipart = await call(server, 'POST', '/api/v1/personal/agent/upload', {}, { user: 'alice' });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.err_code).toBe('E0023');
  });

  it('refuses a file over 2 MB with 413', async () => {
    const answer = await uploadPlugin(server, 'big.json', `"${'x'.repeat(2 * 1024 * 1024 + 10)}"`);
    expect(answer.status).toBe(413);
    expect(answer.body.err_msg).toBe('The plugin file is larger than 2 MB');
  });
});
