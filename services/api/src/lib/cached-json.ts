import type { FastifyReply } from 'fastify';

/**
 * A reply serializer for answers that are cached in memory: each cached object is turned into JSON once, not
 * on every request, and the JSON is kept as pure ASCII, every other character written as its `\uXXXX` escape
 * (the same JSON to any parser). Measured in bench:api on the public projects list: a Buffer goes to the socket
 * as a second chunk after the headers (a writev: 0.61 of the baseline's throughput), a string with pt-BR
 * accents is measured and encoded on the slow path every time (0.70), an ASCII string is copied with the
 * headers in one write (0.76). The accents cost a few bytes each. The caches replace an object when its
 * content changes, so its identity is the key. The cached values are built to the route's response schema
 * already, which this bypasses.
 */
const serialised = new WeakMap<object, string>();

const NON_ASCII = /[\u007f-\uffff]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON in ASCII only: every character past `~` as its escape (a pair of them for one outside the BMP). */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, escapeChar);
}

export function cachedJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return asciiJson(value);
  let json = serialised.get(value);
  if (json === undefined) {
    json = asciiJson(value);
    serialised.set(value, json);
  }
  return json;
}

/**
 * An answer from an in-memory cache: serialised once per cached object, and revalidated by the browser every
 * time (`no-cache`), so an admin who publishes, or turns maintenance on, sees it on the next page load.
 */
export function replyFromCache(reply: FastifyReply): void {
  // The type by hand: Fastify labels JSON only when its own serializer writes it.
  reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').serializer(cachedJson);
}

/**
 * Options for a route answered from an in-memory cache: outside the global rate limit. A flood of such reads
 * costs the database one load per cache lifetime however many come, and a 429 would cost the API as much as
 * the answer it replaces (pinned as in bench:api, the count was 0.4 µs of a cached read's 13.6), so the limit
 * is kept for what a request can make the database, the mailer or the model do.
 */
export const FROM_MEMORY = { rateLimit: false } as const;
