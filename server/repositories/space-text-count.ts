import { segmentWords } from '../i18n/segment-words';
import type { Database } from '../storage/db';

/** `%text%` for LIKE, the text lower-cased and its wildcards escaped with a backslash. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * How many of a space's chunks contain `text` (ASCII case aside). On SQLite the full-text index first
 * narrows the chunks to those holding every word of the text, so a large space is not scanned whole for
 * each question of an evaluation; elsewhere (or for a text without words) the chunks are scanned.
 */
export async function countSpaceChunksContaining(
  db: Database,
  spaceId: number,
  text: string,
): Promise<number> {
  const pattern = containsPattern(text);
  const words = [...new Set(segmentWords(text))];
  if (db.dialect === 'sqlite' && words.length > 0) {
    const match = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ');
    const [row] = await db.query<{ total: number }>(
      `SELECT COUNT(*) AS total FROM knowledge_chunks_fts
         JOIN knowledge_chunks c ON c.id = knowledge_chunks_fts.rowid
        WHERE knowledge_chunks_fts MATCH ? AND c.space_id = ? AND lower(c.content) LIKE ? ESCAPE '\\'`,
      [match, spaceId, pattern],
    );
    return Number(row?.total ?? 0);
  }
  const [row] = await db.query<{ total: number }>(
    `SELECT COUNT(*) AS total FROM knowledge_chunks WHERE space_id = ? AND lower(content) LIKE ? ESCAPE '\\'`,
    [spaceId, pattern],
  );
  return Number(row?.total ?? 0);
}
