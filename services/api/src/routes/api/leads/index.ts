import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ObjectIdParam } from '@studio/contracts/common';
import { LEAD_MESSAGES, LeadContactedBody, LeadList, LeadView } from '@studio/contracts/leads';
import { HttpError } from '../../../lib/errors';
import { leadModel } from '../../../models/lead';
import { outboxModel } from '../../../models/outbox';
import { leadView } from '../../../features/leads/view';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
/** The list is for working through recent requests; older ones stay in the database. */
const LIST_MAX = 500;

/** Quiz submissions for the admin, with the delivery state of their e-mails (joined in code: no $lookup). */
const leads: FastifyPluginAsyncTypebox = async (app) => {
  const Leads = leadModel(app.db);
  const Outbox = outboxModel(app.db);
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['leads (admin)'];

  app.get('/', { schema: { tags, summary: 'Pedidos de orçamento, mais novos primeiro', response: { 200: LeadList, ...errors } } }, async () => {
    const rows = await Leads.find().sort({ createdAt: -1, _id: -1 }).limit(LIST_MAX).lean();
    const mails = rows.length
      ? await Outbox.find({ refId: { $in: rows.map((r) => String(r._id)) } }, { html: 0, text: 0 }).sort({ createdAt: 1 }).lean()
      : [];
    return rows.map((lead) => leadView(lead, mails.filter((m) => m.refId === String(lead._id))));
  });

  app.patch(
    '/:id',
    {
      schema: { tags, summary: 'Marca um lead como contatado (ou não)', params: ObjectIdParam, body: LeadContactedBody, response: { 200: LeadView, ...errors } },
    },
    async (req) => {
      const lead = await Leads.findByIdAndUpdate(req.params.id, { $set: { contacted: req.body.contacted } }, { returnDocument: 'after' }).lean();
      if (!lead) throw new HttpError(404, LEAD_MESSAGES.notFound);
      const mails = await Outbox.find({ refId: String(lead._id) }, { html: 0, text: 0 }).sort({ createdAt: 1 }).lean();
      return leadView(lead, mails);
    },
  );
};

export default leads;
