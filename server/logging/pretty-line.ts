import { REQUEST_LINE_MESSAGE } from '../http/request-log';

/** One log record as pino writes it (a JSON line): the fields this formatter reads, and any others. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  [field: string]: unknown;
}

const LEVELS: Readonly<Record<number, { name: string; colour: string }>> = {
  10: { name: 'TRACE', colour: '\u001b[90m' },
  20: { name: 'DEBUG', colour: '\u001b[90m' },
  30: { name: 'INFO', colour: '\u001b[32m' },
  40: { name: 'WARN', colour: '\u001b[33m' },
  50: { name: 'ERROR', colour: '\u001b[31m' },
  60: { name: 'FATAL', colour: '\u001b[35m' },
};
const RESET = '\u001b[0m';

/** Fields shown in their own place, or not worth a terminal's width (pino's and Fastify's bookkeeping). */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'err',
  'reqId',
  'method',
  'url',
  'statusCode',
  'responseTime',
]);

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

function clockTime(epochMs: number | undefined): string {
  const date = epochMs === undefined ? new Date() : new Date(epochMs);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

function isRequestSummary(record: LogRecord): boolean {
  return (
    typeof record.method === 'string' &&
    typeof record.url === 'string' &&
    typeof record.statusCode === 'number' &&
    typeof record.responseTime === 'number'
  );
}

/** What the line says: the request summary and/or the message, the other fields as `name=value`, a stack. */
function body(record: LogRecord): string {
  const parts: string[] = [];
  if (isRequestSummary(record))
    parts.push(`${record.method} ${record.url} ${record.statusCode} ${record.responseTime} ms`);
  if (record.msg && !(parts.length > 0 && record.msg === REQUEST_LINE_MESSAGE)) parts.push(record.msg);
  for (const [name, value] of Object.entries(record))
    if (!SHOWN_ELSEWHERE.has(name) && value !== undefined) parts.push(`${name}=${fieldText(value)}`);
  const line = parts.join(' ');
  if (!record.err) return line;
  const { stack, type, message } = record.err;
  return `${line}\n    ${(stack ?? `${type ?? 'Error'}: ${message ?? ''}`).replaceAll('\n', '\n    ')}`;
}

/**
 * A pino JSON line as a short line for a terminal: `12:00:01 INFO  GET /api/health 200 3 ms`. A line
 * that is not a JSON object is passed through unchanged.
 */
export function prettyLogLine(jsonLine: string, { colours }: { colours: boolean }): string {
  let record: LogRecord;
  try {
    record = JSON.parse(jsonLine) as LogRecord;
  } catch {
    return jsonLine;
  }
  if (typeof record !== 'object' || record === null) return jsonLine;
  const level = LEVELS[record.level ?? 30] ?? { name: String(record.level), colour: '' };
  const name = level.name.padEnd(5);
  const shownLevel = colours && level.colour ? `${level.colour}${name}${RESET}` : name;
  return `${clockTime(record.time)} ${shownLevel} ${body(record)}\n`;
}
