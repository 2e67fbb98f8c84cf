import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignInFailureRepository } from '@/server/repositories/sign-in-failures';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { addressKey, SignInLimiter } from '@/server/auth/sign-in-limiter';

const LIMITS = {
  perAddress: 20,
  perAddressAccount: 5,
  perAccountUnknownDevices: 10,
  perKnownDevice: 5,
  windowMs: 60_000,
};

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sign-in-limiter-'));
  db = await openStorage(`file:${path.join(dir, 'dbgpt.db')}`);
});
afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('SignInLimiter', () => {
  it('lets an address try again once its window has passed, and says how long until then', async () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(createSignInFailureRepository(db), LIMITS, () => now);
    const attempt = { account: 'a@example.com', address: '203.0.113.5', device: null };
    for (let i = 0; i < 5; i++) await limiter.recordFailure(attempt);
    expect(await limiter.retryAfter(attempt)).toBe(60);
    now += 45_000;
    expect(await limiter.retryAfter(attempt)).toBe(15);
    now += 15_000;
    expect(await limiter.retryAfter(attempt)).toBeNull();
  });

  it('counts an account by its email whatever its case and spaces', async () => {
    const limiter = new SignInLimiter(createSignInFailureRepository(db), LIMITS);
    for (let i = 0; i < 5; i++)
      await limiter.recordFailure({
        account: i % 2 ? ' A@Example.com' : 'a@example.com',
        address: '203.0.113.5',
        device: null,
      });
    expect(
      await limiter.retryAfter({ account: 'A@EXAMPLE.COM', address: '203.0.113.5', device: null }),
    ).not.toBeNull();
  });

  it('counts the addresses of one IPv6 /64 together, and an IPv4-mapped address as IPv4', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const limiter = new SignInLimiter(createSignInFailureRepository(db), LIMITS);
    for (let i = 0; i < 20; i++)
      await limiter.recordFailure({
        account: `guess${i}@example.com`,
        address: `2001:db8:1:2::${i + 1}`,
        device: null,
      });
    expect(
      await limiter.retryAfter({ account: null, address: '2001:db8:1:2::ffff', device: null }),
    ).not.toBeNull();
    expect(await limiter.retryAfter({ account: null, address: '2001:db8:1:3::1', device: null })).toBeNull();
  });
});

describe('SignInLimiter on one database', () => {
  it('counts failures made through two limiters (two instances) together, none lost when at once', async () => {
    const other = await openStorage(`file:${path.join(dir, 'dbgpt.db')}`);
    try {
      const first = new SignInLimiter(createSignInFailureRepository(db), LIMITS);
      const second = new SignInLimiter(createSignInFailureRepository(other), LIMITS);
      const attempt = { account: 'b@example.com', address: '203.0.113.9', device: null };
      await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? first : second).recordFailure(attempt)));
      expect(await second.retryAfter(attempt)).toBeNull();
      await first.recordFailure(attempt);
      expect(await second.retryAfter(attempt)).toBe(60);
    } finally {
      await other.close();
    }
  });
});
