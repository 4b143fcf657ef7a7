import { Empty } from 'antd';

/** Placeholder: the metrics board is built in its own issue (this file belongs to that work). */
export default function BoardSection() {
  return <Empty description="Board de Métricas em construção." />;
}
