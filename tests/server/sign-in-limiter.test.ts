import { describe, expect, it } from 'vitest';
import { addressKey, SignInLimiter } from '@/server/auth/sign-in-limiter';

const LIMITS = {
  perAddress: 20,
  perAddressAccount: 5,
  perAccountUnknownDevices: 10,
  perKnownDevice: 5,
  windowMs: 60_000,
};

describe('SignInLimiter', () => {
  it('lets an address try again once its window has passed, and says how long until then', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(LIMITS, () => now);
    const attempt = { account: 'a@example.com', address: '203.0.113.5', device: null };
    for (let i = 0; i < 5; i++) limiter.recordFailure(attempt);
    expect(limiter.retryAfter(attempt)).toBe(60);
    now += 45_000;
    expect(limiter.retryAfter(attempt)).toBe(15);
    now += 15_000;
    expect(limiter.retryAfter(attempt)).toBeNull();
  });

  it('counts an account by its email whatever its case and spaces', () => {
    const limiter = new SignInLimiter(LIMITS);
    for (let i = 0; i < 5; i++)
      limiter.recordFailure({
        account: i % 2 ? ' A@Example.com' : 'a@example.com',
        address: '203.0.113.5',
        device: null,
      });
    expect(
      limiter.retryAfter({ account: 'A@EXAMPLE.COM', address: '203.0.113.5', device: null }),
    ).not.toBeNull();
  });

  it('counts the addresses of one IPv6 /64 together, and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const limiter = new SignInLimiter(LIMITS);
    for (let i = 0; i < 20; i++)
      limiter.recordFailure({
        account: `guess${i}@example.com`,
        address: `2001:db8:1:2::${i + 1}`,
        device: null,
      });
    expect(limiter.retryAfter({ account: null, address: '2001:db8:1:2::ffff', device: null })).not.toBeNull();
    expect(limiter.retryAfter({ account: null, address: '2001:db8:1:3::1', device: null })).toBeNull();
  });
});
