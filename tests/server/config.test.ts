import path from 'node:path';
import { ConfigError, DEV_CLIENT_ORIGINS, parseConfig } from '@/server/config';

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 5670,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      fileStoreDir: path.resolve('data'),
      staticDir: path.resolve('out'),
      logLevel: 'info',
      bodyLimitBytes: 10 * 1024 * 1024,
      databaseUrl: `file:${path.resolve('data', 'dbgpt.db')}`,
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s with a one-line message', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: port });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toBe(
        `Invalid configuration: PORT must be a whole number between 0 and 65535 (got "${port}")`,
      );
      expect(message).not.toContain('\n');
    }
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ LOG_LEVEL: 'loud', BODY_LIMIT_MB: 'lots' })).toThrow(
      /LOG_LEVEL .*; BODY_LIMIT_MB /,
    );
  });

  it('reads the overrides', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'DEBUG',
      BODY_LIMIT_MB: '2',
      DATA_DIR: '/srv/dbgpt',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'debug',
      bodyLimitBytes: 2 * 1024 * 1024,
      databaseUrl: 'file:/srv/dbgpt/dbgpt.db',
    });
  });

  it('reads DATASOURCE_QUERY_TIMEOUT_SECONDS (30 unless set) and refuses a non-positive one', () => {
    expect(parseConfig({}).datasourceQueryTimeoutMs).toBe(30_000);
    expect(parseConfig({ DATASOURCE_QUERY_TIMEOUT_SECONDS: '2.5' }).datasourceQueryTimeoutMs).toBe(2_500);
    for (const bad of ['0', '-5', 'soon'])
      expect(() => parseConfig({ DATASOURCE_QUERY_TIMEOUT_SECONDS: bad })).toThrow(
        `Invalid configuration: DATASOURCE_QUERY_TIMEOUT_SECONDS must be a positive number of seconds (got "${bad}")`,
      );
  });

  it('reads DATASOURCE_FILE_ROOTS as resolved folders, split by the path delimiter or commas', () => {
    expect(parseConfig({}).datasourceFileRoots).toEqual([]);
    const roots = ['/srv/a', 'relative/b', '/srv/c'];
    const listed = `${roots[0]}${path.delimiter}${roots[1]}, ${roots[2]},`;
    expect(parseConfig({ DATASOURCE_FILE_ROOTS: listed }).datasourceFileRoots).toEqual(
      roots.map((root) => path.resolve(root)),
    );
  });

  it('accepts a file: or postgres:// DATABASE_URL and refuses the rest', () => {
    expect(parseConfig({ DATABASE_URL: 'file:/tmp/other.db' }).databaseUrl).toBe('file:/tmp/other.db');
    for (const url of ['postgres://u:p@localhost/db', 'postgresql://u:p@db.internal:5433/dbgpt'])
      expect(parseConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(() => parseConfig({ DATABASE_URL: 'postgres:///db' })).toThrow(/needs a host/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(ConfigError);
  });

  it('keeps files in a folder unless FILE_STORE=database, and refuses any other store', () => {
    expect(parseConfig({}).fileStore).toBe('folder');
    expect(parseConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => parseConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be folder or database/);
  });

  it('reads DATABASE_POOL_SIZE (10 unless set) and the job timing, refusing what is not positive', () => {
    expect(parseConfig({}).databasePoolSize).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(parseConfig({}).jobs).toMatchObject({ leaseMs: 30_000, heartbeatMs: 6000, pollMs: 2000 });
    expect(parseConfig({ JOB_LEASE_SECONDS: '0.5', JOB_POLL_SECONDS: '0.1' }).jobs).toMatchObject({
      leaseMs: 500,
      heartbeatMs: 100,
      pollMs: 100,
    });
    expect(() => parseConfig({ JOB_LEASE_SECONDS: '-1' })).toThrow(/JOB_LEASE_SECONDS must be a positive/);
  });

  it('allows the dev client origins outside production and only CORS_ORIGIN in production', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual(DEV_CLIENT_ORIGINS);
    expect(parseConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(
      parseConfig({ NODE_ENV: 'production', CORS_ORIGIN: 'https://a.example, https://b.example/' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('serves the loopback names and the listen address; reads ALLOWED_HOSTS, FRAME_ANCESTORS and the API base', () => {
    expect(parseConfig({}).webAccess).toEqual({
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      frameAncestors: ["'self'"],
      embedOrigins: [],
      connectSources: [],
    });
    expect(parseConfig({ HOST: '::' }).webAccess.allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(
      parseConfig({ HOST: 'fe80::1', ALLOWED_HOSTS: 'A.example:80, b.example' }).webAccess.allowedHosts,
    ).toEqual(['localhost', '127.0.0.1', '[::1]', '[fe80::1]', 'a.example', 'b.example']);
    expect(parseConfig({ ALLOWED_HOSTS: 'a.example,*' }).webAccess.allowedHosts).toBeNull();
    expect(parseConfig({ FRAME_ANCESTORS: "'none'" }).webAccess.frameAncestors).toEqual(["'none'"]);
    expect(parseConfig({ NEXT_PUBLIC_API_BASE_URL: '/api-base' }).webAccess.connectSources).toEqual([]);
  });

  it.each([
    [{ ALLOWED_HOSTS: 'a.example/path' }, /ALLOWED_HOSTS has "a.example\/path"/],
    [{ FRAME_ANCESTORS: 'https://a.example; script-src *' }, /FRAME_ANCESTORS has "script-src"/],
    [{ FRAME_ANCESTORS: 'https://a.example/page' }, /FRAME_ANCESTORS has "https:\/\/a.example\/page"/],
    [{ FRAME_ANCESTORS: 'none https://a.example' }, /cannot combine 'none'/],
    [{ NEXT_PUBLIC_API_BASE_URL: 'ftp://a.example' }, /NEXT_PUBLIC_API_BASE_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
