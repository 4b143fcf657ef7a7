import type { ReactNode } from 'react';
import { Card, Progress, Skeleton } from 'antd';
import { CalendarOutlined, DollarOutlined, RiseOutlined, TeamOutlined } from '@ant-design/icons';
import { formatMoney, SUMMARY_TEXTS, type DashboardSummary } from '@studio/contracts/dashboard';

function StatCard({ id, icon, title, value, hint, children, loading }: {
  id: string;
  icon: ReactNode;
  title: string;
  value: string;
  hint: string;
  children?: ReactNode;
  loading: boolean;
}) {
  return (
    <Card className="dash-stat" data-testid={`summary-${id}`} size="small">
      <div className="dash-stat__head">
        <span className="dash-stat__title" id={`summary-${id}-title`}>
          {title}
        </span>
        <span className="dash-stat__icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <>
          <p className="dash-stat__value" data-testid={`summary-${id}-value`} aria-describedby={`summary-${id}-title`}>
            {value}
          </p>
          <p className="dash-stat__hint">{hint}</p>
          {children}
        </>
      )}
    </Card>
  );
}

/** The four summary cards, computed by the API from the data (spec README point 3). */
export function SummaryCards({ summary, loading }: { summary: DashboardSummary | null; loading: boolean }) {
  const s = summary;
  const goalPercent = s && s.salesGoal > 0 ? Math.min(100, Math.round((s.salesThisMonth / s.salesGoal) * 100)) : 0;
  const busy = loading || !s;
  return (
    <section className="dash-stats" aria-label="Resumo">
      <StatCard id="posts" icon={<CalendarOutlined aria-hidden="true" />} title={SUMMARY_TEXTS.postsToday} value={String(s?.postsToday ?? 0)} hint={SUMMARY_TEXTS.postsTodayHint} loading={busy} />
      <StatCard
        id="clients"
        icon={<TeamOutlined aria-hidden="true" />}
        title={SUMMARY_TEXTS.activeClients}
        value={String(s?.activeClients ?? 0)}
        hint={SUMMARY_TEXTS.activeClientsHint(s?.totalClients ?? 0)}
        loading={busy}
      />
      <StatCard
        id="sales"
        icon={<DollarOutlined aria-hidden="true" />}
        title={SUMMARY_TEXTS.monthlySales}
        value={formatMoney(s?.salesThisMonth ?? 0)}
        hint={SUMMARY_TEXTS.monthlySalesGoal(formatMoney(s?.salesGoal ?? 0))}
        loading={busy}
      >
        <Progress percent={goalPercent} size="small" showInfo={false} aria-label={`${goalPercent}% da meta do mês`} />
      </StatCard>
      <StatCard
        id="conversion"
        icon={<RiseOutlined aria-hidden="true" />}
        title={SUMMARY_TEXTS.conversion}
        value={`${s?.conversionRate ?? 0}%`}
        hint={SUMMARY_TEXTS.conversionHint(s?.activeClients ?? 0, (s?.quizLeads ?? 0) + (s?.totalClients ?? 0))}
        loading={busy}
      />
    </section>
  );
}
