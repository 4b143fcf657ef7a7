import type { Connection, Model, Schema } from 'mongoose';

/** A model bound to a connection on first use (each app instance has its own connection). */
export function defineModel<T>(name: string, schema: Schema<T>, collection: string): (db: Connection) => Model<T> {
  return (db) => (db.models[name] as Model<T> | undefined) ?? db.model<T>(name, schema, collection);
}
