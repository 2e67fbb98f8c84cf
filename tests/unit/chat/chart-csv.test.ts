import { describe, expect, it } from 'vitest';
import { toCsv } from '@/components/chat/chart/table-data';

describe('the data tab’s CSV', () => {
  it('quotes what needs quoting and writes values as the data says them', () => {
    const csv = toCsv(
      ['name', 'note', 'active'],
      [
        ['张三', 'said "hi", then left', true],
        ['Bob', 'two\nlines', false],
        ['Eve', null, null],
      ],
      [1, 0, 2],
    );
    expect(csv).toBe(
      '\uFEFFname,note,active\r\nBob,"two\nlines",false\r\n张三,"said ""hi"", then left",true\r\nEve,,\r\n',
    );
  });
});
