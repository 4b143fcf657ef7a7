import type { Connection, Model, Schema } from 'mongoose';
import { ensureUniqueIndexes } from './indexes';

/** A model bound to a connection on first use (each app instance has its own connection). */
export function defineModel<T>(name: string, schema: Schema<T>, collection: string): (db: Connection) => Model<T> {
  return (db) => {
    const existing = db.models[name] as Model<T> | undefined;
    if (existing) return existing;
    const model = db.model<T>(name, schema, collection);
    ensureUniqueIndexes(db, model as unknown as Model<never>);
    return model;
  };
}
