import { describe, expect, it } from 'vitest';
import { clickhouseRisks, mysqlRisks } from '@/server/datasources/connectors/risky-privileges';

/** No ClickHouse server runs in the suite: its SHOW GRANTS lines are read here as ClickHouse words them. */
describe('ClickHouse SHOW GRANTS', () => {
  it('flags ALL and the source grants the file and url table functions need, on every database', () => {
    expect(clickhouseRisks(['GRANT ALL ON *.* TO default WITH GRANT OPTION'])).toEqual([
      { kind: 'clickhouseSources', grants: 'ALL' },
    ]);
    expect(
      clickhouseRisks([
        'GRANT SELECT ON shop.* TO analyst',
        'GRANT CREATE TEMPORARY TABLE, FILE, URL ON *.* TO analyst',
      ]),
    ).toEqual([{ kind: 'clickhouseSources', grants: 'FILE, URL' }]);
  });

  it('does not flag a user who may only read tables', () => {
    expect(
      clickhouseRisks(['GRANT SELECT ON shop.* TO reader', 'GRANT SHOW TABLES ON *.* TO reader']),
    ).toEqual([]);
    expect(clickhouseRisks([])).toEqual([]);
  });
});

describe('MySQL SHOW GRANTS (the MariaDB wording is tested on a real server)', () => {
  it('flags FILE among other privileges on *.*, with MySQL 8 quoting', () => {
    expect(mysqlRisks(['GRANT SELECT, FILE ON *.* TO `filer`@`%`'])).toEqual([{ kind: 'mysqlFile' }]);
    expect(
      mysqlRisks(['GRANT USAGE ON *.* TO `reader`@`%`', 'GRANT SELECT ON `shop`.* TO `reader`@`%`']),
    ).toEqual([]);
    expect(mysqlRisks(['GRANT SELECT ON `profile`.* TO `x`@`%`'])).toEqual([]);
  });
});
