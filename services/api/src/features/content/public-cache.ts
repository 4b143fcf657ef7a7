/**
 * A small in-memory cache for the public lists: every visit to /blog or /projects reads them and they change
 * only when an admin saves. Writes invalidate it at once in this process; other replicas see the change
 * after TTL_MS at most.
 */
export const PUBLIC_CACHE_TTL_MS = 30_000;

export class PublicCache {
  private entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = PUBLIC_CACHE_TTL_MS) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    // A failed load is not cached.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
