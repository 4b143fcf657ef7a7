/**
 * A small in-memory cache for the public lists: every visit to /blog or /projects reads them and they change
 * only when an admin saves. Writes invalidate it at once in this process; other replicas see the change
 * after TTL_MS at most.
 */
export const PUBLIC_CACHE_TTL_MS = 30_000;

interface Entry {
  at: number;
  pending: Promise<unknown>;
  /** Set once the load has resolved: a hit is then answered in the same tick. */
  settled?: { value: unknown };
}

/** A value that may be at hand already, or on its way. */
export type Cached<T> = T | Promise<T>;

/** `f` applied to a cached value: at once when it is at hand, after it arrives otherwise. */
export function mapCached<T, U>(v: Cached<T>, f: (value: T) => U): Cached<U> {
  return v instanceof Promise ? v.then(f) : f(v);
}

export class PublicCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = PUBLIC_CACHE_TTL_MS) {}

  /**
   * The value itself on a fresh hit that has loaded (no promise to wait on: a route can answer in the same
   * tick, which a cached read's throughput in bench:api shows), else the load under way or a new one, shared
   * by every request that arrives meanwhile.
   */
  get<T>(key: string, load: () => Promise<T>): Cached<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.settled ? (hit.settled.value as T) : (hit.pending as Promise<T>);
    const pending = load();
    const entry: Entry = { at: Date.now(), pending };
    this.entries.set(key, entry);
    pending.then(
      (value) => {
        entry.settled = { value };
      },
      // A failed load is not cached.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return pending;
  }

  invalidate(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
