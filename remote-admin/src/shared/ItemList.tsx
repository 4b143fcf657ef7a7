import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';

interface Props<T extends { id: string }> {
  items: T[];
  loading: boolean;
  /** the spinner's accessible name while the list loads */
  loadingLabel: string;
  empty: string;
  /** the list's accessible name */
  label: string;
  children: (item: T) => ReactNode;
}

/** A section's list of cards, with its loading spinner and empty state. */
export function ItemList<T extends { id: string }>({ items, loading, loadingLabel, empty, label, children }: Props<T>) {
  if (loading) {
    return (
      <div className="adm-center">
        <Spin size="large" aria-label={loadingLabel} />
      </div>
    );
  }
  if (items.length === 0) return <Empty description={empty} />;
  return (
    <ul className="adm-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
