import type { ReactNode } from 'react';
import { Button, Card, Empty, List, Typography } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, DollarOutlined, InstagramOutlined, TeamOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, SUMMARY_TEXTS, type ActivityView } from '@studio/contracts/dashboard';
import { formatDateTime } from '../../../shared/dates';
import type { DashboardTab } from '../tabs';

const T = DASHBOARD_TEXTS.tabs;
const ACTIONS: { tab: DashboardTab; label: string; icon: ReactNode }[] = [
  { tab: 'calendar', label: T.calendar, icon: <CalendarOutlined aria-hidden="true" /> },
  { tab: 'clients', label: T.clients, icon: <TeamOutlined aria-hidden="true" /> },
  { tab: 'sales', label: T.sales, icon: <DollarOutlined aria-hidden="true" /> },
  { tab: 'instagram', label: T.instagram, icon: <InstagramOutlined aria-hidden="true" /> },
];

/** 'Visão Geral': the quick actions that jump to the other tabs, and the last three changes. */
export function OverviewTab({ activity, onGo }: { activity: ActivityView[] | undefined; onGo: (tab: DashboardTab) => void }) {
  return (
    <div className="dash-overview">
      <Card title={SUMMARY_TEXTS.quickActions} size="small" className="dash-panel">
        <Typography.Paragraph type="secondary">{SUMMARY_TEXTS.overviewText}</Typography.Paragraph>
        <nav className="dash-quick" aria-label={SUMMARY_TEXTS.quickActions}>
          {ACTIONS.map((a) => (
            <Button key={a.tab} icon={a.icon} size="large" onClick={() => onGo(a.tab)} data-testid={`quick-${a.tab}`}>
              {a.label}
            </Button>
          ))}
        </nav>
      </Card>
      <Card title={SUMMARY_TEXTS.recentActivity} size="small" className="dash-panel" data-testid="recent-activity">
        {activity && activity.length > 0 ? (
          <List
            dataSource={activity}
            renderItem={(a) => (
              <List.Item key={a.id}>
                <List.Item.Meta
                  avatar={<ClockCircleOutlined className="dash-activity__icon" aria-hidden="true" />}
                  title={<span className="dash-activity__text">{a.text}</span>}
                  description={`${formatDateTime(a.createdAt)} · ${a.actor}`}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SUMMARY_TEXTS.recentActivityEmpty} />
        )}
      </Card>
    </div>
  );
}
