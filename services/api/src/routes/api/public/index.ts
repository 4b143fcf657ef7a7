import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES, PublicPost, PublicPostList, SlugParam } from '@studio/contracts/blog';
import { PROJECT_MESSAGES, PublicProject, PublicProjectList } from '@studio/contracts/projects';
import { ErrorResponse } from '@studio/contracts/common';
import { HttpError } from '../../../lib/errors';
import { replyFromCache } from '../../../lib/cached-json';
import { blogPostModel } from '../../../models/blog-post';
import { projectModel } from '../../../models/project';
import { publicPost, publicProject } from '../../../features/content/views';

/** What the public site reads: published articles and completed projects, newest first. No session needed. */
const publicContent: FastifyPluginAsyncTypebox = async (app) => {
  const Posts = blogPostModel(app.db);
  const Projects = projectModel(app.db);
  const tags = ['site público'];

  const posts = () =>
    app.publicCache.get('posts', async () => (await Posts.find({ status: 'published' }).sort({ createdAt: -1, _id: -1 }).lean()).map(publicPost));
  const projects = () =>
    app.publicCache.get('projects', async () =>
      (await Projects.find({ status: 'completed' }).sort({ createdAt: -1, _id: -1 }).lean()).map(publicProject),
    );

  app.get('/posts', { schema: { tags, summary: 'Artigos publicados', response: { 200: PublicPostList } } }, async (_req, reply) => {
    replyFromCache(reply);
    return posts();
  });

  app.get(
    '/posts/:slug',
    { schema: { tags, summary: 'Um artigo publicado', params: SlugParam, response: { 200: PublicPost, 404: ErrorResponse } } },
    async (req, reply) => {
      const post = (await posts()).find((p) => p.slug === req.params.slug);
      if (!post) throw new HttpError(404, BLOG_MESSAGES.notFound);
      replyFromCache(reply);
      return post;
    },
  );

  app.get('/projects', { schema: { tags, summary: 'Projetos concluídos', response: { 200: PublicProjectList } } }, async (_req, reply) => {
    replyFromCache(reply);
    return projects();
  });

  app.get(
    '/projects/:slug',
    { schema: { tags, summary: 'Um projeto concluído', params: SlugParam, response: { 200: PublicProject, 404: ErrorResponse } } },
    async (req, reply) => {
      const project = (await projects()).find((p) => p.slug === req.params.slug);
      if (!project) throw new HttpError(404, PROJECT_MESSAGES.notFound);
      replyFromCache(reply);
      return project;
    },
  );
};

export default publicContent;
