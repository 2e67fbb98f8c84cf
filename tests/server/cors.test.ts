import { startTestServer, type TestServer } from './harness';

const DEV_ORIGIN = 'http://localhost:3000';

describe('CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CORS_ORIGIN: DEV_ORIGIN } });
  });
  afterAll(() => server.close());

  it('answers a preflight from the allowed origin, allowing the user-id header', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/users`, {
      method: 'OPTIONS',
      headers: {
        origin: DEV_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'user-id',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/user-id/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it('marks responses for the allowed origin only', async () => {
    const allowed = await fetch(`${server.baseUrl}/api/v1/users`, { headers: { origin: DEV_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    const other = await fetch(`${server.baseUrl}/api/v1/users`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off in production when no CORS_ORIGIN is set', async () => {
    const production = await startTestServer();
    try {
      const res = await fetch(`${production.baseUrl}/api/v1/users`, { headers: { origin: DEV_ORIGIN } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await production.close();
    }
  });
});
