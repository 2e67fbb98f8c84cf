/**
 * Whether a write failed on a unique index (a race lost to another request or instance), in either
 * dialect: SQLite says so in its message, PostgreSQL with SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code: unknown = Reflect.get(error, 'code');
  return code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}
