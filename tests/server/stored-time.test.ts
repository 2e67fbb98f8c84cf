import { storedNow } from '@/server/repositories/stored-time';

describe('storedNow', () => {
  it('never repeats within a process, so rows written in one millisecond keep their order', () => {
    const stamps = Array.from({ length: 500 }, () => storedNow());
    const times = stamps.map((stamp) => Date.parse(stamp));
    for (let index = 1; index < times.length; index += 1)
      expect(times[index]).toBeGreaterThan(times[index - 1]);
    // It stays the wall clock, give or take the rows it had to space out.
    expect(Math.abs(times[0] - Date.now())).toBeLessThan(1000);
  });
});
