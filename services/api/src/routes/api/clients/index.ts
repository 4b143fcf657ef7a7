import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '@studio/contracts/common';
import { ClientBody, ClientView, DASHBOARD_MESSAGES, IdParams, SearchQuery, toCents } from '@studio/contracts/dashboard';
import { HttpError } from '../../../lib/errors';
import { clientModel, type ClientDoc } from '../../../models/client';
import { actorOf, logActivity } from '../../../features/dashboard/activity';
import { containsFilter } from '../../../features/dashboard/search';
import { replaceUpdate } from '../../../features/dashboard/replace';
import { clientView } from '../../../features/dashboard/views';

const tags = ['dashboard'];
const OPTIONAL = ['startDate'] as const;
const label = (c: Pick<ClientDoc, 'name' | 'company'>) => `${c.name} (${c.company})`;
const normalize = (body: ClientBody): ClientBody => ({ ...body, monthlyValue: toCents(body.monthlyValue) });

/** Clients of the dashboard (admin only); `?q=` searches name and company. */
const clients: FastifyPluginAsyncTypebox = async (app) => {
  const Clients = clientModel(app.db);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    { schema: { tags, summary: 'Clientes, mais recentes primeiro', querystring: SearchQuery, response: { 200: Type.Array(ClientView) } } },
    async (req) => {
      const rows = await Clients.find(containsFilter(['name', 'company'], req.query.q)).sort({ createdAt: -1, _id: -1 }).lean<ClientDoc[]>();
      return rows.map(clientView);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Um cliente', params: IdParams, response: { 200: ClientView, 404: ErrorResponse } } },
    async (req) => {
      const doc = await Clients.findById(req.params.id).lean<ClientDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.clientNotFound);
      return clientView(doc);
    },
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Cadastra um cliente', body: ClientBody, response: { 201: ClientView, 400: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Clients.create(normalize(req.body));
      await logActivity(app.db, { resource: 'client', action: 'created', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(201).send(clientView(doc.toObject()));
    },
  );

  app.put(
    '/:id',
    {
      schema: { tags, summary: 'Altera um cliente', params: IdParams, body: ClientBody, response: { 200: ClientView, 400: ErrorResponse, 404: ErrorResponse } },
    },
    async (req) => {
      const update = replaceUpdate(normalize(req.body), OPTIONAL);
      const doc = await Clients.findByIdAndUpdate(req.params.id, update, { returnDocument: 'after', runValidators: true }).lean<ClientDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.clientNotFound);
      await logActivity(app.db, { resource: 'client', action: 'updated', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return clientView(doc);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui um cliente', params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Clients.findByIdAndDelete(req.params.id).lean<ClientDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.clientNotFound);
      await logActivity(app.db, { resource: 'client', action: 'deleted', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(204).send(null);
    },
  );
};

export default clients;
