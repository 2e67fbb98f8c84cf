import { prettyLogLine } from './pretty-line';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, journald). */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Where the log goes: stdout, or a test's stream; `isTTY` says whether a person reads it as it comes. */
export type LogTarget = NodeJS.WritableStream & { isTTY?: boolean };

export interface LoggerOptions {
  level: LogLevel;
  /** Absent: pino's own fast stdout destination. */
  stream?: { write(line: string): void };
}

/** `auto` is readable lines on a terminal and JSON lines anywhere else. */
export function effectiveLogFormat(format: LogFormat, target: LogTarget): 'json' | 'pretty' {
  if (format !== 'auto') return format;
  return target.isTTY === true ? 'pretty' : 'json';
}

/**
 * The logger of `buildServer`. Readable lines are made in-process, synchronously, from each JSON line pino
 * writes (no worker thread, no transport): a parse and a string per line, on a terminal only. Colours
 * go to a terminal unless `NO_COLOR` is set (https://no-color.org).
 */
export function loggerOptions(level: LogLevel, format: LogFormat, target?: LogTarget): LoggerOptions {
  const destination = target ?? process.stdout;
  if (effectiveLogFormat(format, destination) === 'json')
    return target ? { level, stream: target } : { level };
  const colours = destination.isTTY === true && process.env.NO_COLOR === undefined;
  return { level, stream: { write: (line) => void destination.write(prettyLogLine(line, { colours })) } };
}
