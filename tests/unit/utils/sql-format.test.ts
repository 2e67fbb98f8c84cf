import { describe, expect, it } from 'vitest';
import { DB_TYPE_KEYS } from '@/utils/db-types';
import { formatSql, sqlLanguageForDb, type SqlLanguage } from '@/utils/sql-format';

/** A string literal whose text, with its quotes, is `width` characters long. */
function literal(width: number): string {
  return `'${'a'.repeat(width - 2)}'`;
}

describe('formatSql layout', () => {
  it('indents by two spaces per level', () => {
    expect(formatSql('select a, b from t where x = (select max(x) from u)')).toBe(
      [
        'select',
        '  a,',
        '  b',
        'from',
        '  t',
        'where',
        '  x = (',
        '    select',
        '      max(x)',
        '    from',
        '      u',
        '  )',
      ].join('\n'),
    );
  });

  it('keeps a parenthesised expression up to 49 characters on one line', () => {
    const out = formatSql(`select x from t where x in (${literal(49)})`);
    expect(out.split('\n')).toContain(`  x in (${literal(49)})`);
  });

  it('breaks a parenthesised expression of 50 characters or more over several lines', () => {
    const out = formatSql(`select x from t where x in (${literal(50)})`);
    expect(out.split('\n').slice(-3)).toEqual(['  x in (', `    ${literal(50)}`, '  )']);
  });

  it('puts exactly one blank line between queries', () => {
    expect(formatSql('select a from t; select b from u;')).toBe(
      'select\n  a\nfrom\n  t;\n\nselect\n  b\nfrom\n  u;',
    );
  });
});

describe('formatSql keyword case', () => {
  it('keeps lower-case keywords lower case', () => {
    expect(formatSql('select id from users where id = 1 order by id')).toBe(
      'select\n  id\nfrom\n  users\nwhere\n  id = 1\norder by\n  id',
    );
  });

  it('keeps upper-case keywords upper case', () => {
    expect(formatSql('SELECT id FROM users WHERE id = 1')).toBe(
      'SELECT\n  id\nFROM\n  users\nWHERE\n  id = 1',
    );
  });

  it('keeps mixed case as written', () => {
    expect(formatSql('Select id From users')).toBe('Select\n  id\nFrom\n  users');
  });
});

describe('formatSql failures', () => {
  it.each(["select 'unterminated from t", 'select a from t where {x}', 'select (a from t'])(
    'returns unparseable text unchanged: %j',
    (sql) => {
      expect(formatSql(sql)).toBe(sql);
    },
  );

  it('returns the text unchanged for an unknown dialect', () => {
    expect(formatSql('select 1', 'nosuch' as SqlLanguage)).toBe('select 1');
  });

  it.each(['', '   ', '\n'])('returns blank text %j unchanged', (sql) => {
    expect(formatSql(sql)).toBe(sql);
  });
});

describe('formatSql dialects', () => {
  it('formats dialect-only syntax when given the dialect', () => {
    expect(formatSql('select `a b` from t limit 1', 'mysql')).toBe('select\n  `a b`\nfrom\n  t\nlimit\n  1');
    expect(formatSql('select a::int from t', 'postgresql')).toBe('select\n  a::int\nfrom\n  t');
  });
});

describe('sqlLanguageForDb', () => {
  it.each([
    ['mysql', 'mysql'],
    ['oceanbase', 'mysql'],
    ['doris', 'mysql'],
    ['starrocks', 'mysql'],
    ['mssql', 'transactsql'],
    ['duckdb', 'duckdb'],
    ['sqlite', 'sqlite'],
    ['clickhouse', 'clickhouse'],
    ['oracle', 'plsql'],
    ['db2', 'db2'],
    ['postgresql', 'postgresql'],
    ['vertica', 'postgresql'],
    ['spark', 'spark'],
    ['hive', 'hive'],
    ['couchbase', 'n1ql'],
    ['MySQL', 'mysql'],
  ])('formats %s as %s', (dbType, language) => {
    expect(sqlLanguageForDb(dbType)).toBe(language);
  });

  it.each(['redis', 'mongodb', 'space', 'neo4j', '', null, undefined])(
    'falls back to standard SQL for %j',
    (dbType) => {
      expect(sqlLanguageForDb(dbType)).toBe('sql');
    },
  );

  it('gives every catalogue type a dialect that formats', () => {
    for (const type of DB_TYPE_KEYS) {
      expect(formatSql('select a from t', sqlLanguageForDb(type)), type).toBe('select\n  a\nfrom\n  t');
    }
  });
});
