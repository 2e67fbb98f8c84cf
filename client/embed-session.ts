/**
 * The embed page's credentials: its link's token and the visitor's id, sent as headers with every
 * request (a third-party iframe loses cookies, so a session cookie cannot carry them). Empty elsewhere.
 */
let current: { token: string; visitor: string } | null = null;

export function setEmbedSession(token: string, visitor: string): void {
  current = { token, visitor };
}

export function embedHeaders(): Record<string, string> {
  return current ? { 'x-embed-token': current.token, 'x-embed-visitor': current.visitor } : {};
}
