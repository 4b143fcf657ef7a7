import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '@studio/contracts/common';
import { DASHBOARD_MESSAGES, IdParams, SaleBody, SaleListResponse, SaleView, SearchQuery, formatMoney, toCents } from '@studio/contracts/dashboard';
import { HttpError } from '../../../lib/errors';
import { saleModel, type SaleDoc } from '../../../models/sale';
import { actorOf, logActivity } from '../../../features/dashboard/activity';
import { containsFilter } from '../../../features/dashboard/search';
import { replaceUpdate } from '../../../features/dashboard/replace';
import { saleTotals } from '../../../features/dashboard/sale-totals';
import { saleView } from '../../../features/dashboard/views';

const tags = ['dashboard'];
const OPTIONAL = ['description'] as const;
const label = (s: Pick<SaleDoc, 'client' | 'service' | 'value'>) => `${s.client} · ${s.service} · ${formatMoney(s.value)}`;
const normalize = (body: SaleBody): SaleBody => ({ ...body, value: toCents(body.value) });

/** Sales of the dashboard (admin only); `?q=` searches client and service; totals by status come along. */
const sales: FastifyPluginAsyncTypebox = async (app) => {
  const Sales = saleModel(app.db);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Vendas, mais recentes primeiro, e os totais por status (de todas as vendas)',
        querystring: SearchQuery,
        response: { 200: SaleListResponse },
      },
    },
    async (req) => {
      const [rows, totals] = await Promise.all([
        Sales.find(containsFilter(['client', 'service'], req.query.q)).sort({ createdAt: -1, _id: -1 }).lean<SaleDoc[]>(),
        saleTotals(app.db),
      ]);
      return { items: rows.map(saleView), totals };
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Uma venda', params: IdParams, response: { 200: SaleView, 404: ErrorResponse } } },
    async (req) => {
      const doc = await Sales.findById(req.params.id).lean<SaleDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.saleNotFound);
      return saleView(doc);
    },
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Registra uma venda', body: SaleBody, response: { 201: SaleView, 400: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Sales.create(normalize(req.body));
      await logActivity(app.db, { resource: 'sale', action: 'created', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(201).send(saleView(doc.toObject()));
    },
  );

  app.put(
    '/:id',
    {
      schema: { tags, summary: 'Altera uma venda', params: IdParams, body: SaleBody, response: { 200: SaleView, 400: ErrorResponse, 404: ErrorResponse } },
    },
    async (req) => {
      const update = replaceUpdate(normalize(req.body), OPTIONAL);
      const doc = await Sales.findByIdAndUpdate(req.params.id, update, { returnDocument: 'after', runValidators: true }).lean<SaleDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.saleNotFound);
      await logActivity(app.db, { resource: 'sale', action: 'updated', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return saleView(doc);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui uma venda', params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (req, reply) => {
      const doc = await Sales.findByIdAndDelete(req.params.id).lean<SaleDoc>();
      if (!doc) throw new HttpError(404, DASHBOARD_MESSAGES.saleNotFound);
      await logActivity(app.db, { resource: 'sale', action: 'deleted', refId: String(doc._id), label: label(doc), actor: actorOf(req) }, req.log);
      return reply.code(204).send(null);
    },
  );
};

export default sales;
