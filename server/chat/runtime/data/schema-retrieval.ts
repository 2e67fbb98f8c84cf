import type { SchemaTable } from '@/contract/datasource';
import { segmentWords } from '../../../i18n/segment-words';
import { STOP_WORDS } from '../../../i18n/stop-words';

/** How much schema text a prompt carries (about 4,000 tokens): a large database is cut to what matters. */
export const SCHEMA_BUDGET_CHARS = 16_000;
/** The best-matching tables taken first; their foreign-key neighbours follow them. */
const TOP_TABLES = 8;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** A word of the table's name counts this many times: a name says more than one of many columns. */
const NAME_WEIGHT = 3;

/** Plural and singular meet (`orders` / `order`), so a question finds its table either way. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Words of identifiers too: `customer_orders` and `customerOrders` are `customer` and `order`. */
function termsOf(text: string): string[] {
  const spaced = text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ');
  return segmentWords(spaced)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

function tableTerms(table: SchemaTable): string[] {
  const nameTerms = termsOf(table.name);
  return [
    ...Array.from({ length: NAME_WEIGHT }, () => nameTerms).flat(),
    ...termsOf(table.comment ?? ''),
    ...table.columns.flatMap((column) => [...termsOf(column.name), ...termsOf(column.comment ?? '')]),
  ];
}

/** BM25 score of each table (by index) for the question's words. */
function scoreTables(tables: readonly SchemaTable[], question: string): number[] {
  const documents = tables.map(tableTerms);
  const averageLength = documents.reduce((sum, terms) => sum + terms.length, 0) / Math.max(1, tables.length);
  const containing = new Map<string, number>();
  for (const terms of documents) for (const term of new Set(terms)) containing.set(term, (containing.get(term) ?? 0) + 1);
  const queryTerms = [...new Set(termsOf(question))];
  return documents.map((terms) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    let score = 0;
    for (const term of queryTerms) {
      const frequency = counts.get(term) ?? 0;
      if (frequency === 0) continue;
      const documentsWith = containing.get(term) ?? 0;
      const idf = Math.log(1 + (tables.length - documentsWith + 0.5) / (documentsWith + 0.5));
      const norm = BM25_K1 * (1 - BM25_B + (BM25_B * terms.length) / Math.max(1, averageLength));
      score += (idf * frequency * (BM25_K1 + 1)) / (frequency + norm);
    }
    return score;
  });
}

/** Tables joined to `table` by a foreign key, either way. */
function neighbours(table: SchemaTable, tables: readonly SchemaTable[]): SchemaTable[] {
  const referenced = new Set(table.foreign_keys.map((key) => key.ref_table));
  return tables.filter(
    (other) =>
      other !== table &&
      (referenced.has(other.name) || other.foreign_keys.some((key) => key.ref_table === table.name)),
  );
}

function columnText(table: SchemaTable, column: SchemaTable['columns'][number]): string {
  const key = table.foreign_keys.find((foreign) => foreign.columns.includes(column.name));
  const at = key ? key.columns.indexOf(column.name) : -1;
  return [
    `${column.name} ${column.type}`,
    column.primary_key ? 'PK' : '',
    key ? `-> ${key.ref_table}.${key.ref_columns[at] ?? key.ref_columns[0] ?? ''}` : '',
    column.comment ? `"${column.comment}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One table as the prompt shows it: `name (col type PK, col type -> other.id "comment", …) -- comment`. */
export function tableText(table: SchemaTable): string {
  const columns = table.columns.map((column) => columnText(table, column)).join(', ');
  const kind = table.kind === 'view' ? ' [view]' : '';
  return `${table.name}${kind} (${columns})${table.comment ? ` -- ${table.comment}` : ''}`;
}

export interface SchemaSelection {
  text: string;
  tables: string[];
  /** Tables of the database left out of the prompt. */
  omitted: number;
}

/**
 * The schema the prompt carries for a question: every table when they fit the budget; otherwise the tables
 * that match the question best (BM25 over names, columns and comments), each followed by the tables its
 * foreign keys join it to, then the rest in the database's order, as long as they fit.
 */
export function relevantSchema(
  tables: readonly SchemaTable[],
  question: string,
  budgetChars = SCHEMA_BUDGET_CHARS,
): SchemaSelection {
  const texts = new Map(tables.map((table) => [table, tableText(table)]));
  const whole = [...texts.values()].join('\n');
  if (whole.length <= budgetChars) return { text: whole, tables: tables.map((t) => t.name), omitted: 0 };

  const scores = scoreTables(tables, question);
  const ranked = tables
    .map((table, index) => ({ table, score: scores[index] ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.table);
  const top = ranked.slice(0, TOP_TABLES);
  const order = [...top, ...top.flatMap((table) => neighbours(table, tables)), ...ranked, ...tables];

  const chosen = new Set<SchemaTable>();
  let used = 0;
  for (const table of order) {
    if (chosen.has(table)) continue;
    const cost = (texts.get(table)?.length ?? 0) + 1;
    if (chosen.size > 0 && used + cost > budgetChars) continue;
    chosen.add(table);
    used += cost;
  }
  const picked = [...chosen];
  return {
    text: picked.map((table) => texts.get(table) ?? '').join('\n'),
    tables: picked.map((table) => table.name),
    omitted: tables.length - picked.length,
  };
}
