import { Schema } from 'mongoose';
import { defineModel } from './define';

export interface SettingsDoc {
  _id: string;
  maintenanceMode: boolean;
  updatedAt: Date;
}

const schema = new Schema<SettingsDoc>(
  { _id: { type: String }, maintenanceMode: { type: Boolean, default: false } },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

export const SETTINGS_ID = 'site';

export const settingsModel = defineModel<SettingsDoc>('Settings', schema, 'settings');
