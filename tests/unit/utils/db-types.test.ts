import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n from '@/locales/i18n';
import {
  DB_TYPES,
  DB_TYPE_KEYS,
  DB_TYPE_NAMESPACE,
  GENERIC_DB_ICON,
  getDbType,
  isDbType,
  type DbType,
} from '@/utils/db-types';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

const SPEC_TYPES: [DbType, string][] = [
  ['mysql', 'MySQL'],
  ['oceanbase', 'OceanBase'],
  ['mssql', 'MSSQL'],
  ['duckdb', 'DuckDB'],
  ['sqlite', 'SQLite'],
  ['clickhouse', 'ClickHouse'],
  ['oracle', 'Oracle'],
  ['access', 'Access'],
  ['mongodb', 'MongoDB'],
  ['doris', 'ApacheDoris'],
  ['starrocks', 'StarRocks'],
  ['db2', 'DB2'],
  ['hbase', 'HBase'],
  ['redis', 'Redis'],
  ['cassandra', 'Cassandra'],
  ['couchbase', 'Couchbase'],
  ['omc', 'Omc'],
  ['postgresql', 'PostgreSQL'],
  ['vertica', 'Vertica'],
  ['spark', 'Spark'],
  ['hive', 'Hive'],
  ['space', 'Space'],
  ['tugraph', 'TuGraph'],
];

const en = i18n.getFixedT('en', DB_TYPE_NAMESPACE);
const zh = i18n.getFixedT('zh', DB_TYPE_NAMESPACE);
const HAN = /\p{Script=Han}/u;

function expectWellFormedSvg(icon: string) {
  const file = path.join(PUBLIC_DIR, icon);
  expect(existsSync(file), icon).toBe(true);
  const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
  expect(svg.querySelector('parsererror'), icon).toBeNull();
  expect(svg.documentElement.nodeName).toBe('svg');
}

describe('DB_TYPES', () => {
  it('holds exactly the 23 types of the spec, in catalogue order', () => {
    expect(DB_TYPE_KEYS).toEqual(SPEC_TYPES.map(([type]) => type));
    expect(Object.keys(DB_TYPES)).toEqual(SPEC_TYPES.map(([type]) => type));
  });

  it.each(SPEC_TYPES)('labels %s as %s', (type, label) => {
    expect(DB_TYPES[type]).toMatchObject({ type, label, known: true });
  });

  it.each(SPEC_TYPES)('gives %s an icon under /icons/db/ that exists as a well-formed SVG', (type) => {
    expect(DB_TYPES[type].icon).toBe(`/icons/db/${type}.svg`);
    expectWellFormedSvg(DB_TYPES[type].icon);
  });

  it.each(SPEC_TYPES)('describes %s in English and in Chinese', (type) => {
    const key = DB_TYPES[type].descriptionKey;
    const english = en(key);
    const chinese = zh(key);
    expect(english).not.toBe(key);
    expect(english.length).toBeGreaterThan(10);
    expect(HAN.test(english)).toBe(false);
    expect(chinese).not.toBe(key);
    expect(HAN.test(chinese)).toBe(true);
    expect(chinese).not.toBe(english);
  });

  it('gives every type its own description', () => {
    const descriptions = SPEC_TYPES.map(([type]) => en(DB_TYPES[type].descriptionKey));
    expect(new Set(descriptions).size).toBe(23);
  });

  it('describes space as knowledge analytics', () => {
    expect(en(DB_TYPES.space.descriptionKey)).toMatch(/knowledge analytics/i);
    expect(zh(DB_TYPES.space.descriptionKey)).toContain('知识');
  });
});

describe('getDbType', () => {
  it('finds a known type, ignoring case and surrounding spaces', () => {
    expect(getDbType('mysql')).toBe(DB_TYPES.mysql);
    expect(getDbType(' PostgreSQL ')).toBe(DB_TYPES.postgresql);
    expect(getDbType('doris').label).toBe('ApacheDoris');
  });

  it('gives an unknown type a generic entry labelled with the raw type', () => {
    const info = getDbType('neo4j');
    expect(info).toEqual({
      type: 'neo4j',
      label: 'neo4j',
      icon: GENERIC_DB_ICON,
      descriptionKey: 'types.generic.description',
      known: false,
    });
    expectWellFormedSvg(info.icon);
    expect(en(info.descriptionKey)).not.toBe(info.descriptionKey);
    expect(HAN.test(zh(info.descriptionKey))).toBe(true);
  });

  it.each([undefined, null, ''])('gives %j a generic entry with an empty label', (value) => {
    expect(getDbType(value)).toMatchObject({ type: '', label: '', icon: GENERIC_DB_ICON, known: false });
  });
});

describe('isDbType', () => {
  it('accepts the known types only, as the server spells them', () => {
    expect(SPEC_TYPES.every(([type]) => isDbType(type))).toBe(true);
    expect(isDbType('MySQL')).toBe(false);
    expect(isDbType('neo4j')).toBe(false);
    expect(isDbType(undefined)).toBe(false);
    expect(isDbType(3)).toBe(false);
  });
});
