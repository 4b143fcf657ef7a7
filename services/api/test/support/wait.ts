type Falsy = null | undefined | false | 0 | '';

/** Polls `check` until it returns a truthy value (then returns it) or the time runs out. */
export async function until<T>(check: () => Promise<T | Falsy> | T | Falsy, timeoutMs = 20_000, what = 'condição'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
