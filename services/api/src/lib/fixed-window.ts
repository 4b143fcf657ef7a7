/**
 * Hits per key in fixed windows: a Map increment per request, and the Map dropped whole when its window ends,
 * so memory holds only the keys seen in the current window.
 */
export class FixedWindowCounter {
  private counts = new Map<string, number>();
  private endsAt = 0;

  constructor(private readonly windowMs: number) {}

  /** Counts one hit for `key`; returns the key's hits in this window and the ms until the window ends. */
  hit(key: string, now = Date.now()): { hits: number; resetInMs: number } {
    if (now >= this.endsAt) {
      this.counts = new Map();
      this.endsAt = now + this.windowMs;
    }
    const hits = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, hits);
    return { hits, resetInMs: this.endsAt - now };
  }
}
