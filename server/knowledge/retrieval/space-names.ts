import type { Queryable } from '../../storage/db';

/** The id and name of every space the viewer may use, by name (the choices of `chat_knowledge`). */
export function listSpaceNames(
  db: Queryable,
  viewer: { userId: string; isAdmin: boolean },
): Promise<{ id: number; name: string }[]> {
  if (viewer.isAdmin)
    return db.query<{ id: number; name: string }>('SELECT id, name FROM knowledge_spaces ORDER BY name');
  return db.query<{ id: number; name: string }>(
    "SELECT id, name FROM knowledge_spaces WHERE owner = ? OR visibility = 'public' ORDER BY name",
    [viewer.userId],
  );
}
