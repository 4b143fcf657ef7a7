import type { Connection, Model, mongo } from 'mongoose';

const uniqueOnly = new WeakSet<Connection>();

/**
 * FerretDB 1.x on SQLite (the embedded database of the local default and the tests) answers every query but a
 * lookup by _id by reading the whole collection, so a secondary index serves no query there, and it costs
 * every insert one more parse of the document (the quiz's throughput under load rose by about a sixth without
 * them). On such a server only the unique indexes are built, for the duplicates they refuse; MongoDB gets every
 * index.
 */
export async function chooseIndexes(db: Connection): Promise<void> {
  const info = (await db.db!.admin().command({ buildInfo: 1 })) as { ferretdbVersion?: string };
  if (!info.ferretdbVersion) return;
  uniqueOnly.add(db);
  db.set('autoIndex', false);
}

/** Builds a model's unique indexes where mongoose's own index building is off (see chooseIndexes). */
export function ensureUniqueIndexes(db: Connection, model: Model<never>): void {
  if (!uniqueOnly.has(db)) return;
  for (const [fields, options] of model.schema.indexes()) {
    if (!options.unique) continue;
    // A failure (duplicates already stored) is reported as mongoose's autoIndex reports it: an 'index' event.
    model.collection.createIndex(fields as Record<string, 1 | -1>, options as mongo.CreateIndexesOptions).catch((err: Error) => model.emit('index', err));
  }
}
