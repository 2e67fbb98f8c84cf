import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { refusalToListen } from './auth/network-guard';
import { ConfigError, parseConfig, type ServerConfig } from './config';
import { isClientBuilt } from './http/static-client';
import { exitOnShutdownSignals } from './shutdown';

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfig(): ServerConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const isAnyAddress = (host: string) => host === '0.0.0.0' || host === '::';

/** The address a browser can reach, even when listening on every interface. */
function serverUrl(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shownHost = isAnyAddress(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const refusal = refusalToListen(config.host, config.auth);
  if (refusal !== null) exitWith(refusal);
  const app = await buildServer({ config }).catch((error: unknown) =>
    exitWith(`Cannot start: ${errorText(error)}`),
  );
  exitOnShutdownSignals(app);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? 'the port is already in use' : errorText(error);
    exitWith(`Cannot listen on ${config.host}:${config.port}: ${reason}`);
  }
  const url = serverUrl(app, config.host);
  if (isAnyAddress(config.host) && config.webAccess.allowedHosts !== null)
    console.log(
      'Listening on every interface: other machines must use a host name listed in ALLOWED_HOSTS (others get 421)',
    );
  // Without sign-in, the client shows its auth-failure page unless the address has `isFirst=admin`.
  const entry = config.auth.mode === 'none' ? `${url}/?isFirst=admin` : url;
  if (isClientBuilt(config.staticDir)) console.log(`DB-GPT web is ready: open ${entry}`);
  else
    console.log(
      `DB-GPT API is ready at ${url} (web client not built: ${config.staticDir} has no index.html)`,
    );
}

await main();
