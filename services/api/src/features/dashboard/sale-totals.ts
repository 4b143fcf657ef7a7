import type { Connection } from 'mongoose';
import { SALE_STATUSES, toCents, type SaleStatus, type SaleTotals } from '@studio/contracts/dashboard';
import { saleModel } from '../../models/sale';

/** The four totals of the sales tab, summed by the database (one `$group`, which FerretDB implements). */
export async function saleTotals(db: Connection): Promise<SaleTotals> {
  const groups = await saleModel(db).aggregate<{ _id: SaleStatus; sum: number }>([{ $group: { _id: '$status', sum: { $sum: '$value' } } }]);
  const totals: SaleTotals = { total: 0, paid: 0, pending: 0, overdue: 0 };
  for (const g of groups) {
    if (!SALE_STATUSES.includes(g._id)) continue;
    totals[g._id] = toCents(g.sum);
    totals.total += g.sum;
  }
  totals.total = toCents(totals.total);
  return totals;
}
