import { formatDate, formatDateTime } from '@/utils/date-format';

describe('dates', () => {
  it('writes one format per language for DB-GPT’s and ISO timestamps alike', () => {
    expect(formatDateTime('2026-11-28 05:44:10', 'en')).toBe('Nov 28, 2026, 05:44');
    expect(formatDateTime('2026-11-28T05:44:10', 'en')).toBe('Nov 28, 2026, 05:44');
    expect(formatDateTime('2026-11-28 05:44:10', 'zh')).toBe('2026年11月28日 05:44');
    expect(formatDate('2026-11-28 05:44:10', 'en')).toBe('Nov 28, 2026');
    expect(formatDate('2026-11-28T05:44:10.123', 'zh')).toBe('2026年11月28日');
  });

  it('keeps a value that is not a date as written, and a missing one missing', () => {
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
    expect(formatDate(null, 'zh')).toBeNull();
    expect(formatDateTime(undefined, 'en')).toBeNull();
  });
});
