import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '@studio/contracts/common';
import {
  DASHBOARD_MESSAGES,
  IdParams,
  PLATFORM_LABELS,
  SocialPostBody,
  SocialPostQuery,
  SocialPostView,
  formatIsoDate,
} from '@studio/contracts/dashboard';
import { HttpError } from '../../../lib/errors';
import { socialPostModel, type SocialPostDoc } from '../../../models/social-post';
import { actorOf, logActivity } from '../../../features/dashboard/activity';
import { postView } from '../../../features/dashboard/views';

const tags = ['dashboard'];
const label = (p: Pick<SocialPostDoc, 'client' | 'platform' | 'date'>) => `${p.client} · ${PLATFORM_LABELS[p.platform]} · ${formatIsoDate(p.date)}`;

/** Social posts of the dashboard's calendar (admin only). */
const socialPosts: FastifyPluginAsyncTypebox = async (app) => {
  const Posts = socialPostModel(app.db);
  // Checked before the body is even parsed: an anonymous caller learns nothing about the schema.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Posts de um dia (?date=) ou de um mês (?month=), em ordem de horário',
        querystring: SocialPostQuery,
        response: { 200: Type.Array(SocialPostView) },
      },
    },
    async (req) => {
      const { date, month } = req.query;
      const filter = date ? { date } : month ? { date: { $gte: `${month}-01`, $lte: `${month}-31` } } : {};
      const rows = await Posts.find(filter).sort({ date: 1, time: 1, _id: 1 }).lean<SocialPostDoc[]>();
      return rows.map(postView);
    },
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Cria um post', body: SocialPostBody, response: { 201: SocialPostView, 400: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Posts.create(req.body);
      await logActivity(app.db, { resource: 'social-post', action: 'created', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(201).send(postView(doc.toObject()));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Altera um post',
        params: IdParams,
        body: SocialPostBody,
        response: { 200: SocialPostView, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const doc = await Posts.findByIdAndUpdate(req.params.id, { $set: req.body }, { returnDocument: 'after', runValidators: true }).lean<SocialPostDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.postNotFound);
      await logActivity(app.db, { resource: 'social-post', action: 'updated', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return postView(doc);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui um post', params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Posts.findByIdAndDelete(req.params.id).lean<SocialPostDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.postNotFound);
      await logActivity(app.db, { resource: 'social-post', action: 'deleted', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(204).send(null);
    },
  );
};

export default socialPosts;
