import type { Connection } from 'mongoose';
import { conversionRate, toCents, type DashboardSummary } from '@studio/contracts/dashboard';
import { clientModel } from '../../models/client';
import { leadModel } from '../../models/lead';
import { saleModel, type SaleDoc } from '../../models/sale';
import { socialPostModel } from '../../models/social-post';
import { recentActivity } from './activity';

/**
 * The four summary cards, computed from the data (spec README point 3):
 * - posts today: posts dated `today` that are scheduled or published (a draft is not going out);
 * - active clients: clients whose status is active;
 * - sales this month: sum of the paid sales dated in `today`'s month, against the configured goal;
 * - conversion: active clients ÷ (quiz submissions + clients of any status). Every contact that reached the
 *   studio, through the quote quiz or registered by hand, is an opportunity; the active clients are the ones
 *   that became paying customers.
 */
export async function dashboardSummary(db: Connection, today: string, salesGoal: number): Promise<DashboardSummary> {
  const month = today.slice(0, 7);
  const [postsToday, activeClients, totalClients, paidSales, quizLeads, activity] = await Promise.all([
    socialPostModel(db).countDocuments({ date: today, status: { $in: ['scheduled', 'published'] } }),
    clientModel(db).countDocuments({ status: 'active' }),
    clientModel(db).countDocuments({}),
    saleModel(db)
      .find({ status: 'paid', date: { $gte: `${month}-01`, $lte: `${month}-31` } })
      .select({ value: 1 })
      .lean<Pick<SaleDoc, 'value'>[]>(),
    leadModel(db).countDocuments({}),
    recentActivity(db),
  ]);
  return {
    today,
    postsToday,
    activeClients,
    totalClients,
    salesThisMonth: toCents(paidSales.reduce((sum, s) => sum + s.value, 0)),
    salesGoal,
    quizLeads,
    conversionRate: conversionRate(activeClients, quizLeads, totalClients),
    recentActivity: activity,
  };
}
