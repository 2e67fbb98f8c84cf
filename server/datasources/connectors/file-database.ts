import { access, constants } from 'node:fs/promises';
import { ConnectorError, type ConnectionSettings } from './connector';

/** File databases are opened, never created: a missing file is the user's typo, not a new database. */
export async function requireDatabaseFile(settings: ConnectionSettings): Promise<string> {
  const file = settings.path.trim();
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    throw new ConnectorError('fileMissing', file, { cause: error });
  }
  return file;
}

/** `SELECT * FROM (…) LIMIT n` around a query, so a huge result is never read whole. */
export function limitedQuery(statement: string, rowLimit: number): string {
  return `SELECT * FROM (\n${statement}\n) AS dbgpt_limited LIMIT ${rowLimit + 1}`;
}
