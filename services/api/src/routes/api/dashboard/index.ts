import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activityText, DASHBOARD_TEXTS, DashboardSummary, InstagramInterestResponse, SummaryQuery } from '@studio/contracts/dashboard';
import { activityModel } from '../../../models/activity';
import { actorOf } from '../../../features/dashboard/activity';
import { dashboardSummary } from '../../../features/dashboard/summary';
import { localIsoDate } from '../../../features/dashboard/today';

const tags = ['dashboard'];

/** The dashboard's summary cards and recent activity, and the Instagram waiting list (admin only). */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: 'Cartões de resumo (posts de hoje, clientes ativos, vendas do mês, conversão) e as 3 últimas atividades',
        querystring: SummaryQuery,
        response: { 200: DashboardSummary },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return dashboardSummary(app.db, req.query.today ?? localIsoDate(), app.config.salesMonthlyGoal);
    },
  );

  app.post(
    '/instagram-interest',
    { schema: { tags, summary: 'Registra que o admin quer ser avisado quando a aba Instagram estiver pronta', response: { 200: InstagramInterestResponse } } },
    async (req) => {
      const actor = actorOf(req);
      const already = await activityModel(app.db).exists({ resource: 'instagram', action: 'interest', actor });
      if (already) return { message: DASHBOARD_TEXTS.instagramInterestAlready, alreadyRegistered: true };
      // Not through logActivity: here the log row is the thing being saved, so a failure must be reported.
      await activityModel(app.db).create({ resource: 'instagram', action: 'interest', actor, text: activityText('instagram', 'interest') });
      return { message: DASHBOARD_TEXTS.instagramInterestSaved, alreadyRegistered: false };
    },
  );
};

export default dashboard;
