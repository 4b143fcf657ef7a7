import { mapCached, PublicCache } from '../src/features/content/public-cache';

describe('PublicCache', () => {
  it('shares one load, then answers hits with the value itself until the TTL or an invalidation', async () => {
    const cache = new PublicCache(60_000);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = cache.get('projects', load);
    const second = cache.get('projects', load);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    expect(await first).toEqual({ n: 1 });
    expect(cache.get('projects', load)).toEqual({ n: 1 });
    cache.invalidate('proj');
    expect(await cache.get('projects', load)).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('loads again when the entry is older than the TTL', async () => {
    const cache = new PublicCache(0);
    let loads = 0;
    await cache.get('posts', async () => ++loads);
    expect(await cache.get('posts', async () => ++loads)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicCache(60_000);
    await expect(cache.get('posts', () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    await Promise.resolve();
    expect(await cache.get('posts', async () => 'de novo')).toBe('de novo');
  });

  it('maps a value at hand at once and a pending one when it arrives', async () => {
    expect(mapCached(2, (n) => n * 3)).toBe(6);
    const later = mapCached(Promise.resolve(2), (n) => n * 3);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(6);
  });
});
