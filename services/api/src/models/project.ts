import { Schema, type Types } from 'mongoose';
import type { ProjectStatus } from '@studio/contracts/projects';
import { PROJECT_STATUSES } from '@studio/contracts/projects';
import { defineModel } from './define';

/** admin-area.md §3, table projects. */
export interface ProjectDoc {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  description: string;
  category: string;
  client: string;
  /** YYYY-MM-DD or null */
  date: string | null;
  tags: string[];
  images: string[];
  featured: boolean;
  status: ProjectStatus;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<ProjectDoc>(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    category: { type: String, default: '' },
    client: { type: String, default: '' },
    date: { type: String, default: null },
    tags: { type: [String], default: [] },
    images: { type: [String], default: [] },
    featured: { type: Boolean, default: false },
    status: { type: String, enum: PROJECT_STATUSES, default: 'completed' },
  },
  { timestamps: true, versionKey: false },
);
schema.index({ createdAt: -1 });
schema.index({ status: 1, createdAt: -1 });

export const projectModel = defineModel<ProjectDoc>('Project', schema, 'projects');
