import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLOG_MESSAGES, BlogPostBody, BlogPostList, BlogPostView } from '@studio/contracts/blog';
import { ErrorResponse, ObjectIdParam } from '@studio/contracts/common';
import { HttpError } from '../../../lib/errors';
import { blogPostModel } from '../../../models/blog-post';
import { retryOnSlugClash, uniqueSlug } from '../../../features/content/slug';
import { postView } from '../../../features/content/views';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

function clean(b: BlogPostBody): BlogPostBody {
  return {
    title: b.title.trim(),
    content: b.content,
    excerpt: b.excerpt.trim(),
    category: b.category.trim(),
    status: b.status,
    featuredImage: b.featuredImage.trim(),
  };
}

/** Articles, admin only (admin-area.md §7: read newest first, insert, update by id, delete by id). */
const blogPosts: FastifyPluginAsyncTypebox = async (app) => {
  const Posts = blogPostModel(app.db);
  app.addHook('onRequest', app.requireAdmin);
  const changed = () => app.publicCache.invalidate('posts');
  const tags = ['artigos (admin)'];

  app.get('/', { schema: { tags, summary: 'Todos os artigos, mais novos primeiro', response: { 200: BlogPostList, ...errors } } }, async () => {
    const rows = await Posts.find().sort({ createdAt: -1, _id: -1 }).lean();
    return rows.map(postView);
  });

  app.post('/', { schema: { tags, summary: 'Cria um artigo', body: BlogPostBody, response: { 201: BlogPostView, ...errors } } }, async (req, reply) => {
    const body = clean(req.body);
    const doc = await retryOnSlugClash(async () => Posts.create({ ...body, slug: await uniqueSlug(Posts, body.title, 'artigo') }));
    changed();
    return reply.code(201).send(postView(doc.toObject()));
  });

  app.put(
    '/:id',
    { schema: { tags, summary: 'Atualiza um artigo', params: ObjectIdParam, body: BlogPostBody, response: { 200: BlogPostView, ...errors } } },
    async (req) => {
      const body = clean(req.body);
      const current = await Posts.findById(req.params.id).lean();
      if (!current) throw new HttpError(404, BLOG_MESSAGES.notFound);
      // A published article keeps its address; a draft's follows its title.
      const rename = current.status !== 'published' && body.title !== current.title;
      const doc = await retryOnSlugClash(async () => {
        const slug = rename ? await uniqueSlug(Posts, body.title, 'artigo', { exceptId: current._id }) : current.slug;
        return Posts.findByIdAndUpdate(req.params.id, { $set: { ...body, slug } }, { returnDocument: 'after' }).lean();
      });
      if (!doc) throw new HttpError(404, BLOG_MESSAGES.notFound);
      changed();
      return postView(doc);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui um artigo', params: ObjectIdParam, response: { 204: { type: 'null' }, ...errors } } },
    async (req, reply) => {
      const res = await Posts.deleteOne({ _id: req.params.id });
      if (res.deletedCount === 0) throw new HttpError(404, BLOG_MESSAGES.notFound);
      changed();
      return reply.code(204).send(null);
    },
  );
};

export default blogPosts;
