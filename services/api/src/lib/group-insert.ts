/**
 * Group commit: documents that arrive while a write is in flight go together in the next one. Each caller
 * still waits until its own documents are committed, so nothing is answered before it is stored; an idle
 * server writes at once (the first caller never waits for company). On FerretDB every write is a SQLite
 * transaction with a large fixed cost: 50 documents in one insertMany take about what 8 take one by one,
 * which is what lets the quiz keep its latency under load (bench/quiz-load.ts). On MongoDB it saves round trips.
 */
export function groupInsert<T>(write: (docs: T[]) => Promise<unknown>, maxDocs = 200): (docs: T[]) => Promise<void> {
  type Waiting = { docs: T[]; resolve: () => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (queue.length) {
      let count = 0;
      let take = 0;
      while (take < queue.length && (take === 0 || count + queue[take]!.docs.length <= maxDocs)) count += queue[take++]!.docs.length;
      const group = queue.slice(0, take);
      queue = queue.slice(take);
      try {
        await write(group.flatMap((w) => w.docs));
        for (const w of group) w.resolve();
      } catch (err) {
        // One failed write fails everyone in it: a database error, not a bad document (callers validate first).
        for (const w of group) w.reject(err);
      }
    }
    writing = false;
  }

  return (docs) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ docs, resolve, reject });
      if (!writing) void drain();
    });
}
