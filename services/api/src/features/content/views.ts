import type { BlogPostView, PublicPost, PublicPostSummary } from '@studio/contracts/blog';
import { paragraphs } from '@studio/contracts/text';
import type { ProjectView, PublicProject, PublicProjectSummary } from '@studio/contracts/projects';
import type { BlogPostDoc } from '../../models/blog-post';
import type { ProjectDoc } from '../../models/project';

export function postView(d: BlogPostDoc): BlogPostView {
  return {
    id: String(d._id),
    slug: d.slug,
    title: d.title,
    content: d.content,
    excerpt: d.excerpt ?? '',
    category: d.category ?? '',
    status: d.status,
    featuredImage: d.featuredImage ?? '',
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function publicPost(d: BlogPostDoc): PublicPost {
  const { status: _status, ...rest } = postView(d);
  return rest;
}

export function publicPostSummary(p: PublicPost): PublicPostSummary {
  const { content: _content, updatedAt: _updatedAt, ...summary } = p;
  return summary;
}

export function projectView(d: ProjectDoc): ProjectView {
  return {
    id: String(d._id),
    slug: d.slug,
    title: d.title,
    description: d.description ?? '',
    category: d.category ?? '',
    client: d.client ?? '',
    date: d.date ?? null,
    tags: d.tags ?? [],
    images: d.images ?? [],
    featured: Boolean(d.featured),
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function publicProject(d: ProjectDoc): PublicProject {
  const { status: _status, updatedAt: _updatedAt, ...rest } = projectView(d);
  return rest;
}

export function publicProjectSummary(p: PublicProject): PublicProjectSummary {
  const [cover] = p.images;
  return {
    slug: p.slug,
    title: p.title,
    category: p.category,
    summary: paragraphs(p.description)[0] ?? '',
    ...(cover ? { cover } : {}),
    tags: p.tags,
  };
}
