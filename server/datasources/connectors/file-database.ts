import { access, constants } from 'node:fs/promises';
import { checkDatabaseFile } from '../file-folders';
import { ConnectorError, type ConnectionSettings } from './connector';

/**
 * The real path of the database file to open: inside the allowed folders (links resolved), never the
 * product's own data. File databases are opened, never created: a missing file is the user's typo.
 */
export async function requireDatabaseFile(settings: ConnectionSettings): Promise<string> {
  const file = settings.path.trim();
  const check = await checkDatabaseFile(file, settings.folders);
  if (check.ok === false)
    throw new ConnectorError(check.refusal === 'dataDir' ? 'fileInDataDir' : 'fileOutsideRoots', file);
  if (check.ok === 'missing') throw new ConnectorError('fileMissing', file);
  try {
    await access(check.realPath, constants.R_OK);
  } catch (error) {
    throw new ConnectorError('fileMissing', file, { cause: error });
  }
  return check.realPath;
}

/** `SELECT * FROM (…) LIMIT n` around a query, so a huge result is never read whole. */
export function limitedQuery(statement: string, rowLimit: number): string {
  return `SELECT * FROM (\n${statement}\n) AS dbgpt_limited LIMIT ${rowLimit + 1}`;
}
