import i18next from 'i18next';
import '@/locales/areas/request';

/** What a user is told about a server's failure, and the server's own text when it is not for users. */
export interface ReadableFailure {
  message: string;
  /** The raw text (SQL, traceback, stack) for the "Details" disclosure; null when the message is the text. */
  details: string | null;
}

// Text a program wrote for its developers: SQL, Python tracebacks and exceptions, Java and JavaScript stacks.
const TECHNICAL_TEXT: RegExp[] = [
  /\[SQL:/,
  /\[parameters:/,
  /Traceback \(most recent call last\)/,
  /sqlalchemy|sqlalche\.me/i,
  /\b(?:IntegrityError|OperationalError|ProgrammingError|DataError|DatabaseError)\b/,
  /\((?:sqlite3|pymysql|psycopg2?|MySQLdb)\.[\w.]+\)/,
  /^\s*File ".+", line \d+/m,
  /object has no attribute/,
  /^\s*at [\w$.<>]+\(.*\.java:\d+\)/m,
  /^\s*at .+\(?[^\s()]+\.[cm]?[jt]sx?:\d+:\d+\)?$/m,
  /\bException in thread\b/,
  /\b(?:TypeError|KeyError|AttributeError|ValueError|NameError|IndexError|RuntimeError): /,
];

/** The kinds of item a DB-GPT table (or its unique key) stores; what a duplicate name is called. */
type DuplicateKind = 'prompt' | 'app' | 'space' | 'datasource' | 'flow' | 'item';

const KIND_OF_TABLE: Record<string, DuplicateKind> = {
  prompt_manage: 'prompt',
  uk_prompt_name_sys_code: 'prompt',
  gpts_app: 'app',
  uk_gpts_app: 'app',
  knowledge_space: 'space',
  connect_config: 'datasource',
  uk_db: 'datasource',
  dbgpt_serve_flow: 'flow',
  uk_uid: 'flow',
};

// SQLite names table.column; MySQL and PostgreSQL name the unique key.
const UNIQUE_FAILURES: RegExp[] = [
  /UNIQUE constraint failed: (\w+)\./i,
  /Duplicate entry .* for key '(?:\w+\.)?(\w+)'/i,
  /duplicate key value violates unique constraint "(\w+)"/i,
];

function duplicateKind(text: string): DuplicateKind | null {
  for (const pattern of UNIQUE_FAILURES) {
    const match = pattern.exec(text);
    if (match) return KIND_OF_TABLE[match[1]?.toLowerCase() ?? ''] ?? 'item';
  }
  return null;
}

export function isTechnicalText(text: string): boolean {
  return TECHNICAL_TEXT.some((pattern) => pattern.test(text));
}

/**
 * Turns a server's failure text into what a user reads: a duplicate-name failure becomes "A prompt with this
 * name already exists" (or the kind of item the table holds), other SQL, tracebacks and stack traces become a
 * short sentence with the text kept for "Details"; anything else is shown as the server wrote it.
 */
export function readableFailure(text: string): ReadableFailure {
  const kind = duplicateKind(text);
  if (kind) return { message: i18next.t(`request:duplicate.${kind}`), details: text };
  if (isTechnicalText(text)) return { message: i18next.t('request:serverFailure'), details: text };
  return { message: text, details: null };
}
