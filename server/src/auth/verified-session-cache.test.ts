import { describe, expect, it } from 'vitest';
import { createVerifiedSessionCache } from './verified-session-cache';

const claims = (uid: string, expSeconds: number) => ({ uid, exp: expSeconds });

describe('verified session cache', () => {
  it('serves a verified cookie until the recheck time, then asks for a new check', () => {
    let now = 1_000_000;
    const cache = createVerifiedSessionCache<{ uid: string; exp: number }>({ recheckMs: 30_000, now: () => now });
    cache.remember('cookie-a', claims('alice', 10_000));
    expect(cache.get('cookie-a')).toEqual({ uid: 'alice', exp: 10_000 });
    now += 29_999;
    expect(cache.get('cookie-a')?.uid).toBe('alice');
    now += 1;
    expect(cache.get('cookie-a')).toBeNull();
    expect(cache.get('cookie-b')).toBeNull();
  });

  it('never serves a cookie past its expiry', () => {
    let now = 1_000_000;
    const cache = createVerifiedSessionCache<{ uid: string; exp: number }>({ recheckMs: 30_000, now: () => now });
    cache.remember('expiring', claims('alice', 1_010)); // expires 10 s from now
    now += 10_000;
    expect(cache.get('expiring')).toBeNull();
    cache.remember('expired', claims('bob', 999));
    expect(cache.get('expired')).toBeNull();
  });

  it('forgets a cookie at once (sign-out) and keeps at most maxEntries', () => {
    const cache = createVerifiedSessionCache<{ uid: string; exp: number }>({ recheckMs: 30_000, maxEntries: 2, now: () => 0 });
    cache.remember('a', claims('a', 100));
    cache.remember('b', claims('b', 100));
    cache.forget('a');
    expect(cache.get('a')).toBeNull();
    cache.remember('c', claims('c', 100));
    cache.remember('d', claims('d', 100));
    expect([cache.get('b'), cache.get('c'), cache.get('d')].map((entry) => entry?.uid ?? null)).toEqual([null, 'c', 'd']);
  });

  it('caches nothing when rechecking every request is configured (0)', () => {
    const cache = createVerifiedSessionCache<{ uid: string; exp: number }>({ recheckMs: 0, now: () => 0 });
    cache.remember('a', claims('a', 100));
    expect(cache.get('a')).toBeNull();
  });
});
