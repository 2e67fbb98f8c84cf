/**
 * Whether a write failed on a unique key, in either dialect: PostgreSQL's SQLSTATE 23505, or SQLite's
 * "UNIQUE constraint failed" (primary keys included).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}
