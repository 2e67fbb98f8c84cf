import { spaceArgumentsSchema, type SpaceArguments } from '@/contract/knowledge';
import type { Queryable } from '../storage/db';
import type { SpaceRef } from './pipeline';

/** A space's stored arguments (`context`), or an empty object when never saved or unreadable. */
export function parseSpaceArguments(context: string | null | undefined): SpaceArguments {
  if (!context) return {};
  try {
    const parsed = spaceArgumentsSchema.safeParse(JSON.parse(context));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

interface SpaceRow {
  id: number;
  name: string;
  vector_type: string;
  context: string | null;
}

/** Finds a space by its name (paths name spaces by name, contract 4). */
export async function findSpaceByName(db: Queryable, name: string): Promise<SpaceRef | undefined> {
  const [row] = await db.query<SpaceRow>(
    'SELECT id, name, vector_type, context FROM knowledge_spaces WHERE name = ?',
    [name],
  );
  return row
    ? { id: row.id, name: row.name, vectorType: row.vector_type, arguments: parseSpaceArguments(row.context) }
    : undefined;
}
