// `npm run dev`: the server under `tsx watch` and `next dev`, the client calling the server cross-origin.
import { spawn } from 'node:child_process';
import { NEXT_BIN, ROOT, SERVER_ENTRY, TSX_BIN } from './lib/paths.mjs';

const serverPort = process.env.PORT || '5670';
const clientPort = process.env.CLIENT_PORT || '3000';
const serverUrl = `http://127.0.0.1:${serverPort}`;
const clientOrigins = [`http://localhost:${clientPort}`, `http://127.0.0.1:${clientPort}`];

const children = [
  spawn(process.execPath, [TSX_BIN, 'watch', SERVER_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: serverPort,
      NODE_ENV: 'development',
      CORS_ORIGIN: process.env.CORS_ORIGIN ?? clientOrigins.join(','),
    },
  }),
  spawn(process.execPath, [NEXT_BIN, 'dev', '-p', clientPort], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_API_BASE_URL: serverUrl, NEXT_TELEMETRY_DISABLED: '1' },
  }),
];

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = exitCode;
}

for (const child of children) {
  // When one side dies the other is useless: stop both and report the failure.
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(`\nDev client: ${clientOrigins[0]}/?isFirst=admin  (next dev)`);
console.log(`Dev API:    ${serverUrl}  (tsx watch server/main.ts)\n`);
