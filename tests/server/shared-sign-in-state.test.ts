import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { ADMIN, startLocalServer } from './auth-helpers';

const servers: TestServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0).reverse()) await server.close();
});

/** Two instances on one data folder, so on one database file. */
async function startTwoInstances(): Promise<[TestServer, TestServer]> {
  const first = await startLocalServer();
  servers.push(first);
  const second = await startLocalServer({}, { dataDir: first.dataDir });
  servers.push(second);
  return [first, second];
}

async function wrongPassword(server: TestServer, language: string) {
  const response = await fetch(new URL('/api/v1/auth/login', server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ email: ADMIN.email, password: 'not the password' }),
  });
  const body = (await response.json()) as { err_msg: string | null };
  return { status: response.status, errMsg: body.err_msg };
}

describe('sign-in limits across two instances on one database', () => {
  it('counts failures made on one instance towards the lock on the other, in English and Chinese', async () => {
    const [first, second] = await startTwoInstances();
    for (let i = 0; i < 3; i++) expect((await wrongPassword(first, 'en')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await wrongPassword(second, 'en')).status).toBe(401);
    const english = await wrongPassword(second, 'en');
    expect(english.status).toBe(429);
    expect(english.errMsg).toMatch(/^Too many failed sign-ins; try again in \d+ seconds$/);
    const chinese = await wrongPassword(first, 'zh-CN');
    expect(chinese.status).toBe(429);
    expect(chinese.errMsg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
  });
});
