import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak entity tag: equal tags mean equal answers, byte for byte only within one encoding. */
export function weakTag(value: string): string {
  return `W/"${value}"`;
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether the request's `If-None-Match` names `tag` (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => opaque(candidate.trim()) === wanted);
}

/**
 * Tags the answer (revalidated every time, kept only by the caller's own browser) and answers 304 when the
 * caller already has it: then true, and the route sends nothing more.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  void reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (!matchesIfNoneMatch(request, tag)) return false;
  void reply.code(304).send();
  return true;
}
