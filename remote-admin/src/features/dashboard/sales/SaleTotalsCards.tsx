import { Card } from 'antd';
import { formatMoney, SALE_TOTAL_LABELS, type SaleTotals } from '@studio/contracts/dashboard';

const ORDER: (keyof SaleTotals)[] = ['total', 'paid', 'pending', 'overdue'];

/** The four totals of every sale: all of them, and the sum of each status. */
export function SaleTotalsCards({ totals }: { totals: SaleTotals | null }) {
  return (
    <section className="dash-totals" aria-label="Totais de vendas">
      {ORDER.map((k) => (
        <Card key={k} size="small" className={`dash-total dash-total--${k}`} data-testid={`sales-total-${k}`}>
          <span className="dash-total__label">{SALE_TOTAL_LABELS[k]}</span>
          <span className="dash-total__value" data-testid={`sales-total-${k}-value`}>
            {totals ? formatMoney(totals[k]) : '—'}
          </span>
        </Card>
      ))}
    </section>
  );
}
