import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';

interface Props<T extends { id: string }> {
  items: T[];
  loading: boolean;
  empty: string;
  /** the grid's accessible name */
  label: string;
  children: (item: T) => ReactNode;
}

/** The cards of a dashboard tab; the last cards stay under the spinner while a search reloads them. */
export function CardGrid<T extends { id: string }>({ items, loading, empty, label, children }: Props<T>) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ul className="dash-grid" aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
