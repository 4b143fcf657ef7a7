/** Big figures on a dark band (results of a case, numbers of a service). */
export function StatList({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="stats">
      {items.map((s) => (
        <div key={s.label} className="stats__item">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
