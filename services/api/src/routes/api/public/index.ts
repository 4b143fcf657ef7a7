import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES, PublicPost, PublicPostSummaryList, SlugParam } from '@studio/contracts/blog';
import { PROJECT_MESSAGES, PublicProject, PublicProjectSummaryList } from '@studio/contracts/projects';
import { ErrorResponse } from '@studio/contracts/common';
import { HttpError } from '../../../lib/errors';
import { FROM_MEMORY, replyFromCache } from '../../../lib/cached-json';
import { blogPostModel } from '../../../models/blog-post';
import { projectModel } from '../../../models/project';
import { mapCached, type Cached } from '../../../features/content/public-cache';
import { publicPost, publicPostSummary, publicProject, publicProjectSummary } from '../../../features/content/views';

/** A cached public collection: the list's cards, and each item whole by its slug. */
interface Published<Item, Summary> {
  list: Summary[];
  bySlug: Map<string, Item>;
}

function published<Item extends { slug: string }, Summary>(items: Item[], summary: (item: Item) => Summary): Published<Item, Summary> {
  return { list: items.map(summary), bySlug: new Map(items.map((i) => [i.slug, i])) };
}

/** One item of a cached collection by its slug, or a 404 with the collection's pt-BR message. */
function itemBySlug<Item>(collection: Cached<Published<Item, unknown>>, slug: string, notFound: string, reply: FastifyReply): Cached<Item> {
  return mapCached(collection, (c) => {
    const item = c.bySlug.get(slug);
    if (!item) throw new HttpError(404, notFound);
    replyFromCache(reply);
    return item;
  });
}

/** What the public site reads: published articles and completed projects, newest first. No session needed. */
const publicContent: FastifyPluginAsyncTypebox = async (app) => {
  const Posts = blogPostModel(app.db);
  const Projects = projectModel(app.db);
  const tags = ['site público'];
  const newestFirst = { createdAt: -1, _id: -1 } as const;

  const posts = () =>
    app.publicCache.get('posts', async () =>
      published((await Posts.find({ status: 'published' }).sort(newestFirst).lean()).map(publicPost), publicPostSummary),
    );
  const projects = () =>
    app.publicCache.get('projects', async () =>
      published((await Projects.find({ status: 'completed' }).sort(newestFirst).lean()).map(publicProject), publicProjectSummary),
    );

  // Handlers that are not async: a cached answer goes out in the same tick (PublicCache.get).
  app.get('/posts', { config: FROM_MEMORY, schema: { tags, summary: 'Artigos publicados (sem o texto)', response: { 200: PublicPostSummaryList } } }, (_req, reply) => {
    replyFromCache(reply);
    return mapCached(posts(), (p) => p.list);
  });

  app.get(
    '/posts/:slug',
    { config: FROM_MEMORY, schema: { tags, summary: 'Um artigo publicado', params: SlugParam, response: { 200: PublicPost, 404: ErrorResponse } } },
    (req, reply) => itemBySlug(posts(), req.params.slug, BLOG_MESSAGES.notFound, reply),
  );

  app.get('/projects', { config: FROM_MEMORY, schema: { tags, summary: 'Projetos concluídos (os cartões)', response: { 200: PublicProjectSummaryList } } }, (_req, reply) => {
    replyFromCache(reply);
    return mapCached(projects(), (p) => p.list);
  });

  app.get(
    '/projects/:slug',
    { config: FROM_MEMORY, schema: { tags, summary: 'Um projeto concluído', params: SlugParam, response: { 200: PublicProject, 404: ErrorResponse } } },
    (req, reply) => itemBySlug(projects(), req.params.slug, PROJECT_MESSAGES.notFound, reply),
  );
};

export default publicContent;
