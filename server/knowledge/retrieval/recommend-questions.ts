import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import type { Queryable } from '../../storage/db';
import type { SpaceRef } from '../pipeline';
import { spaceGraph } from './graph-view';

/** Questions offered at most, and drawn from the chunks when the documents set none. */
const MAX_QUESTIONS = 20;
const DRAWN_QUESTIONS = 5;

function parseQuestions(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Questions to try on a space (contract 4.14): those its documents were given; when none are, a few about
 * the space's most telling keywords, in the caller's language.
 */
export async function recommendQuestions(
  db: Queryable,
  space: SpaceRef,
  language: ServerLanguage,
): Promise<string[]> {
  const rows = await db.query<{ questions: string | null }>(
    "SELECT questions FROM knowledge_documents WHERE space_id = ? AND questions IS NOT NULL AND questions != '' ORDER BY id",
    [space.id],
  );
  const set = [...new Set(rows.flatMap((row) => parseQuestions(row.questions)).map((q) => q.trim()))].filter(
    Boolean,
  );
  if (set.length > 0) return set.slice(0, MAX_QUESTIONS);
  const keywords = await spaceGraph(db, { ...space, vectorType: 'FullText' }, DRAWN_QUESTIONS);
  return keywords.nodes.map((node) =>
    localized('knowledgeRetrieval.whatIs', { keyword: node.name }).in(language),
  );
}
