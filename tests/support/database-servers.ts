/**
 * Real PostgreSQL and MariaDB servers for tests: each starts on 127.0.0.1, a free port, with its data in a
 * temporary folder, as a plain process (never the system service), and is stopped by `stop()`.
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` system user.
 * A missing binary fails the test with a message naming the install script: nothing is skipped.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';

export interface RunningDatabase {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  stop(): Promise<void>;
}

const INSTALL_HINT = 'run `bash scripts/install-test-deps.sh` (it installs postgresql and mariadb-server)';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function findBinary(name: string, folders: readonly string[]): string {
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`The database server program "${name}" is not installed: ${INSTALL_HINT}.`);
}

function postgresFolders(): string[] {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? execFileSync('ls', [root], { encoding: 'utf8' }).split('\n') : [];
  return [
    ...versions
      .filter(Boolean)
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(root, version, 'bin')),
    '/usr/local/bin',
    '/usr/bin',
  ];
}

/** Under root, the `postgres` user's ids (PostgreSQL will not run as root); otherwise nothing to change. */
function postgresIdentity(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}: ${output.slice(-2000)}`)),
    );
  });
}

async function waitFor(check: () => Promise<unknown>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await check();
      return;
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${what} did not start: ${String(last)}`);
}

/**
 * PostgreSQL with a password-protected superuser (`scram-sha-256` over TCP) and the database `shop`.
 * `settings` are server settings (`name=value`); tests run without fsync, benchmarks ask for the defaults.
 */
export async function startPostgres(
  options: { settings?: readonly string[] } = {},
): Promise<RunningDatabase> {
  const folders = postgresFolders();
  const initdb = findBinary('initdb', folders);
  const pgCtl = findBinary('pg_ctl', folders);
  const identity = postgresIdentity();
  const asOwner: SpawnOptions = identity ? { uid: identity.uid, gid: identity.gid } : {};
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-pg-'));
  await chmod(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const password = 'pg-secret-Pa55';
  const passwordFile = path.join(dir, 'password');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o644 });
  await run(
    initdb,
    [
      '-D',
      dataDir,
      '-U',
      'tester',
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      `--pwfile=${passwordFile}`,
    ],
    { ...asOwner, cwd: dir },
  );
  const port = await freePort();
  const settings = (options.settings ?? ['fsync=off']).map((setting) => `-c ${setting}`).join(' ');
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`;
  await run(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'log'), '-w', 'start'], {
    ...asOwner,
    cwd: dir,
  });
  const stop = async () => {
    await run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { ...asOwner, cwd: dir }).catch(
      () => undefined,
    );
    await rm(dir, { recursive: true, force: true });
  };
  const admin = { host: '127.0.0.1', port, user: 'tester', password };
  try {
    await waitFor(async () => {
      const client = new pg.Client({ ...admin, database: 'postgres' });
      await client.connect();
      await client.query('CREATE DATABASE shop');
      await client.end();
    }, 'PostgreSQL');
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...admin, database: 'shop', stop };
}

/** MariaDB with a password user `tester` owning the database `shop`. */
export async function startMariaDb(): Promise<RunningDatabase> {
  const folders = ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin'];
  const installDb = findBinary('mariadb-install-db', folders);
  const server = findBinary('mariadbd', folders);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-maria-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mysqld.sock');
  const user = os.userInfo().username;
  await run(installDb, [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--user=${user}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const port = await freePort();
  const child: ChildProcess = spawn(
    server,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--port=${port}`,
      `--socket=${socket}`,
      '--bind-address=127.0.0.1',
      `--user=${user}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--skip-log-bin',
      '--innodb-flush-log-at-trx-commit=0',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  const password = 'maria-secret-Pa55';
  try {
    await waitFor(async () => {
      const root = await mysql.createConnection({ socketPath: socket, user: 'root' });
      await root.query('CREATE DATABASE shop');
      await root.query(`CREATE USER 'tester'@'%' IDENTIFIED BY '${password}'`);
      await root.query("GRANT ALL ON *.* TO 'tester'@'%' WITH GRANT OPTION");
      await root.end();
    }, 'MariaDB');
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, user: 'tester', password, database: 'shop', stop };
}
