import type { SqlParams, SqlValue } from './db';

/** How `@libsql/client` hands a value to SQLite; statements run on our own connections bind exactly as it would. */
export function toBound(value: SqlValue): unknown {
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
  return value;
}

/** The statement's parameters as libsql's `all`/`run` take them: spread positions, or names without prefix. */
export function boundParams(params: SqlParams | undefined): unknown[] {
  if (params === undefined) return [];
  if (Array.isArray(params)) return (params as readonly SqlValue[]).map(toBound);
  return [
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name.replace(/^[@$:]/, ''), toBound(value)]),
    ),
  ];
}

/** A blob as `@libsql/client` answers it: an ArrayBuffer of the blob's bytes. */
export function fromStored(value: unknown): unknown {
  if (!(value instanceof Uint8Array)) return value;
  const { buffer, byteOffset, byteLength } = value;
  return byteOffset === 0 && byteLength === buffer.byteLength
    ? buffer
    : buffer.slice(byteOffset, byteOffset + byteLength);
}
