/**
 * The knowledge router's prefix as the spec lists it (DB-GPT up to v0.8.1). DB-GPT HEAD moved it
 * to `/api/v1/knowledge` (contract 0.1); every knowledge path is built from this one constant.
 */
export const KNOWLEDGE_PREFIX = '/knowledge';

/** A path under one space; the segment is the space's name, which may be Chinese. */
export const spacePath = (space: string, rest: string) =>
  `${KNOWLEDGE_PREFIX}/${encodeURIComponent(space)}/${rest}`;

export const knowledgePath = (rest: string) => `${KNOWLEDGE_PREFIX}/${rest}`;
