import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import { parseJsonList } from '../../repositories/json-list';
import type { Queryable } from '../../storage/db';
import type { SpaceRef } from '../pipeline';
import { spaceGraph } from './graph-view';

/** Questions offered at most, and drawn from the chunks when the documents set none. */
const MAX_QUESTIONS = 20;
const DRAWN_QUESTIONS = 5;

/** The innermost heading a chunk was cut under (`meta.header`, e.g. "Guide > Install" → "Install"). */
function innermostHeader(metaInfo: string | null): string | undefined {
  if (!metaInfo) return undefined;
  try {
    const meta: unknown = JSON.parse(metaInfo);
    const header = meta && typeof meta === 'object' ? (meta as Record<string, unknown>).header : undefined;
    const last = typeof header === 'string' ? header.split(' > ').at(-1)?.trim() : undefined;
    return last || undefined;
  } catch {
    return undefined;
  }
}

async function sectionHeaders(db: Queryable, spaceId: number): Promise<string[]> {
  const rows = await db.query<{ meta_info: string | null }>(
    `SELECT meta_info FROM knowledge_chunks WHERE space_id = ? AND meta_info LIKE '%"header"%' ORDER BY id LIMIT 200`,
    [spaceId],
  );
  return [...new Set(rows.map((row) => innermostHeader(row.meta_info)).filter((h) => h !== undefined))];
}

/**
 * Questions to try on a space (contract 4.14): those its documents were given; when none are, a few about
 * the sections its chunks were cut under, then about its most telling keywords, in the caller's language.
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
  const set = [...new Set(rows.flatMap((row) => parseJsonList(row.questions)).map((q) => q.trim()))].filter(
    Boolean,
  );
  if (set.length > 0) return set.slice(0, MAX_QUESTIONS);
  const sections = (await sectionHeaders(db, space.id))
    .slice(0, DRAWN_QUESTIONS)
    .map((header) => localized('knowledgeRetrieval.aboutSection', { header }).in(language));
  if (sections.length >= DRAWN_QUESTIONS) return sections;
  const keywords = await spaceGraph(
    db,
    { ...space, vectorType: 'FullText' },
    DRAWN_QUESTIONS - sections.length,
  );
  return [
    ...sections,
    ...keywords.nodes.map((node) =>
      localized('knowledgeRetrieval.whatIs', { keyword: node.name }).in(language),
    ),
  ];
}
