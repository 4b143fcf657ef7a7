import { Schema, type Types } from 'mongoose';
import type { BlogStatus } from '@studio/contracts/blog';
import { BLOG_STATUSES } from '@studio/contracts/blog';
import { defineModel } from './define';

/** admin-area.md §3, table blog_posts (snake_case columns become camelCase fields). */
export interface BlogPostDoc {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  status: BlogStatus;
  featuredImage: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<BlogPostDoc>(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    content: { type: String, required: true },
    excerpt: { type: String, default: '' },
    category: { type: String, default: '' },
    status: { type: String, enum: BLOG_STATUSES, default: 'draft' },
    featuredImage: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);
schema.index({ createdAt: -1 });
schema.index({ status: 1, createdAt: -1 });

export const blogPostModel = defineModel<BlogPostDoc>('BlogPost', schema, 'blog_posts');
