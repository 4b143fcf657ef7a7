import { Schema } from 'mongoose';
import { defineModel } from './define';

/** A seed that already ran: seeded rows an admin later deletes are not brought back at the next start. */
export interface SeedMarkerDoc {
  _id: string;
  at: Date;
}

const schema = new Schema<SeedMarkerDoc>({ _id: { type: String }, at: { type: Date, default: () => new Date() } }, { versionKey: false });

export const seedMarkerModel = defineModel<SeedMarkerDoc>('SeedMarker', schema, 'seed_markers');
