// `npm run files:to-database` (with the server's own DATA_DIR, FILE_STORE_DIR and DATABASE_URL set)
// Copies the uploads and uploaded databases of a folder store into the database, for FILE_STORE=database.
// Stop the servers first, run this once, then start them with FILE_STORE=database. Runs again safely.
import { parseConfig } from '../server/config';
import { moveFilesToDatabase } from '../server/files/move-to-database';
import { describeDatabaseUrl, openStorage } from '../server/storage/open';

const config = parseConfig(process.env);
// The migrations run first: the table the files go to may be new.
const db = await openStorage(config.databaseUrl);
try {
  console.error(
    `copying the files of ${config.fileStoreDir} into ${describeDatabaseUrl(config.databaseUrl)}`,
  );
  const moved = await moveFilesToDatabase(db, config);
  console.error(
    `done: ${moved.files} files and ${moved.datasources} uploaded databases stored in the database`,
  );
} finally {
  await db.close();
}
