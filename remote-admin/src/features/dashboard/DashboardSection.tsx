import { useState } from 'react';
import { App, Button, Flex, Tabs } from 'antd';
import { CalendarOutlined, DollarOutlined, InstagramOutlined, LogoutOutlined, PieChartOutlined, TeamOutlined } from '@ant-design/icons';
import { DASHBOARD_TEXTS, DASHBOARD_TOAST_DURATION_MS, DASHBOARD_TOAST_LIMIT } from '@studio/contracts/dashboard';
import MaintenanceCard from '../maintenance/MaintenanceCard';
import { useSignOut } from '../auth/useSignOut';
import { SystemStatus } from './SystemStatus';
import { SummaryCards } from './summary/SummaryCards';
import { OverviewTab } from './summary/OverviewTab';
import { useSummary } from './summary/useSummary';
import { CalendarTab } from './calendar/CalendarTab';
import { ClientsTab } from './clients/ClientsTab';
import { SalesTab } from './sales/SalesTab';
import { InstagramTab } from './instagram/InstagramTab';
import type { DashboardTab } from './tabs';
import './dashboard.css';

const T = DASHBOARD_TEXTS.tabs;

function Dashboard() {
  const [tab, setTab] = useState<DashboardTab>('overview');
  const summary = useSummary();
  const signOut = useSignOut();
  // Every change in a tab can move a summary card or the recent activity.
  const changed = summary.reload;

  return (
    <div className="dash" data-testid="dashboard">
      <Flex className="dash-top" align="center" justify="space-between" gap={12} wrap>
        <SystemStatus online={!summary.failed} />
        <Button icon={<LogoutOutlined aria-hidden="true" />} onClick={() => void signOut()}>
          {DASHBOARD_TEXTS.logout}
        </Button>
      </Flex>
      <MaintenanceCard />
      <SummaryCards summary={summary.data} loading={summary.loading} />
      <Tabs
        className="dash-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as DashboardTab)}
        destroyOnHidden
        items={[
          { key: 'overview', label: T.overview, icon: <PieChartOutlined aria-hidden="true" />, children: <OverviewTab activity={summary.data?.recentActivity} onGo={setTab} /> },
          { key: 'calendar', label: T.calendar, icon: <CalendarOutlined aria-hidden="true" />, children: <CalendarTab onChanged={changed} /> },
          { key: 'clients', label: T.clients, icon: <TeamOutlined aria-hidden="true" />, children: <ClientsTab onChanged={changed} /> },
          { key: 'sales', label: T.sales, icon: <DollarOutlined aria-hidden="true" />, children: <SalesTab onChanged={changed} /> },
          { key: 'instagram', label: T.instagram, icon: <InstagramOutlined aria-hidden="true" />, children: <InstagramTab /> },
        ]}
      />
    </div>
  );
}

/**
 * The admin dashboard (admin-area.md "Dashboard"). Its toasts have their own limits: at most three on
 * screen, four seconds each (§9), so it gets its own antd `App` context.
 */
export default function DashboardSection() {
  return (
    <App component={false} notification={{ placement: 'topRight', maxCount: DASHBOARD_TOAST_LIMIT, duration: DASHBOARD_TOAST_DURATION_MS / 1000 }}>
      <Dashboard />
    </App>
  );
}
