import type { FastifyReply } from 'fastify';

/**
 * A reply serializer for answers that are cached in memory: each cached object is turned into JSON, and the
 * JSON into UTF-8 bytes, once, not on every request. Sent as a string, every answer was encoded again on its
 * way to the socket and measured for its Content-Length, a pass over the whole text each time (the public
 * lists' accented pt-BR text takes V8's slow path). The caches replace an object when its content changes, so
 * its identity is the key. The cached values are built to the route's response schema already, which this
 * bypasses.
 */
const serialised = new WeakMap<object, Buffer>();

export function cachedJson(value: unknown): Buffer | string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let json = serialised.get(value);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(value));
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
  // Fastify's types say a serializer returns a string; it sends a Buffer as it is (reply.js, onSendEnd).
  reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').serializer(cachedJson as (payload: unknown) => string);
}
