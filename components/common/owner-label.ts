/** An item's owner as the lists carry it: the owner's id, and a name where the server gives one. */
export interface OwnerFields {
  id?: string | null;
  name?: string | null;
}

/**
 * Who owns an item, as a person reads it: `you` for the caller's own, else the owner's name, else (a server
 * that knows no names) the id. A "name" that merely repeats the id is no name.
 */
export function ownerLabel({ id, name }: OwnerFields, you: string, callerId: string): string | null {
  if (id && id === callerId) return you;
  const named = name?.trim();
  if (named && named !== id) return named;
  return id || named || null;
}
