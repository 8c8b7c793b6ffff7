import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './current-user.ts';
import { CurrentUserCache } from './current-user-cache.ts';

const user = (id: number, sessionId = `s${id}`): CurrentUser => ({
  id,
  type: 1,
  role: 'teacher',
  name: `Profe ${id}`,
  academyIds: [1],
  studentIds: [],
  sessionId,
});

const liveCache = (options: ConstructorParameters<typeof CurrentUserCache>[0] = {}) => {
  const cache = new CurrentUserCache(options);
  cache.setLive(true);
  return cache;
};

describe('CurrentUserCache', () => {
  it('serves a stored caller by user and session, frozen', () => {
    const cache = liveCache();
    cache.set(user(1), Number.MAX_SAFE_INTEGER, cache.begin());
    const got = cache.get(1, 's1');
    expect(got?.name).toBe('Profe 1');
    expect(cache.get(1, 'otra-sesion')).toBeUndefined();
    expect(() => got!.academyIds.push(2)).toThrow(TypeError);
  });

  it('caches nothing while the change feed is down, and forgets everything when it drops', () => {
    const cache = new CurrentUserCache();
    cache.set(user(1), Number.MAX_SAFE_INTEGER, cache.begin());
    expect(cache.get(1, 's1')).toBeUndefined();
    cache.setLive(true);
    cache.set(user(1), Number.MAX_SAFE_INTEGER, cache.begin());
    cache.setLive(false);
    expect(cache.get(1, 's1')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get(1, 's1')).toBeUndefined();
  });

  it('forgets one user on a change and keeps the others', () => {
    const cache = liveCache();
    cache.set(user(1), Number.MAX_SAFE_INTEGER, cache.begin());
    cache.set(user(1, 'otra'), Number.MAX_SAFE_INTEGER, cache.begin());
    cache.set(user(2), Number.MAX_SAFE_INTEGER, cache.begin());
    expect(cache.size).toBe(3);
    cache.forgetUser(1);
    expect(cache.get(1, 's1')).toBeUndefined();
    expect(cache.get(1, 'otra')).toBeUndefined();
    expect(cache.get(2, 's2')).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('does not store a lookup that began before a change (it may hold the old row)', () => {
    const cache = liveCache();
    const generation = cache.begin();
    cache.forgetUser(7);
    cache.set(user(1), Number.MAX_SAFE_INTEGER, generation);
    expect(cache.get(1, 's1')).toBeUndefined();
  });

  it('never serves past the session expiry or the time to live', () => {
    let now = 1_000;
    const cache = liveCache({ ttlMs: 100, now: () => now });
    cache.set(user(1), 1_050, cache.begin());
    cache.set(user(2), Number.MAX_SAFE_INTEGER, cache.begin());
    now = 1_049;
    expect(cache.get(1, 's1')).toBeDefined();
    now = 1_050;
    expect(cache.get(1, 's1')).toBeUndefined();
    expect(cache.get(2, 's2')).toBeDefined();
    now = 1_100;
    expect(cache.get(2, 's2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('starts over instead of growing past its bound', () => {
    const cache = liveCache({ maxEntries: 3 });
    for (let id = 1; id <= 4; id++) cache.set(user(id), Number.MAX_SAFE_INTEGER, cache.begin());
    expect(cache.size).toBe(1);
    expect(cache.get(4, 's4')).toBeDefined();
  });
});
