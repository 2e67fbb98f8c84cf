import type { Queryable } from '../../storage/db';

/** Every space's id and name, by name (the choices of `chat_knowledge`). */
export function listSpaceNames(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM knowledge_spaces ORDER BY name');
}
