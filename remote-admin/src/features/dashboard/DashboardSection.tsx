import { Empty } from 'antd';

/** Placeholder: the dashboard is built in its own issue (this file belongs to that work). */
export default function DashboardSection() {
  return <Empty description="Dashboard em construção." />;
}
