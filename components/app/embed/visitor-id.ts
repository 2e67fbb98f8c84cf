import { EMBED_VISITOR_PATTERN } from '@/contract/constants/embed';

const VISITOR_KEY = 'dbgpt_embed_visitor';

/**
 * The embedded visitor's id, kept in this origin's localStorage so their conversations stay theirs across
 * visits. A browser that blocks storage in third-party frames gets an id for this page view only.
 */
export function embedVisitorId(): string {
  try {
    const known = window.localStorage.getItem(VISITOR_KEY);
    if (known && EMBED_VISITOR_PATTERN.test(known)) return known;
    const fresh = window.crypto.randomUUID();
    window.localStorage.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return window.crypto.randomUUID();
  }
}
