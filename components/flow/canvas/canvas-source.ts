import type { ParsedUrlQuery } from 'querystring';

/** What the canvas shows: a stored flow (`id`), an unsaved draft (`draft`), or a blank new flow. */
export interface CanvasSource {
  uid?: string;
  draft?: string;
  /** The stored flow was just saved from an import elsewhere: the canvas says so once. */
  imported?: boolean;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

export function sourceOf(query: ParsedUrlQuery): CanvasSource {
  const uid = first(query.id);
  if (uid) return first(query.imported) === '1' ? { uid, imported: true } : { uid };
  const draft = first(query.draft);
  return draft ? { draft } : {};
}

export function sourceHref({ uid, draft, imported }: CanvasSource): string {
  if (uid) return `/construct/flow/canvas?id=${encodeURIComponent(uid)}${imported ? '&imported=1' : ''}`;
  if (draft) return `/construct/flow/canvas?draft=${encodeURIComponent(draft)}`;
  return '/construct/flow/canvas';
}
