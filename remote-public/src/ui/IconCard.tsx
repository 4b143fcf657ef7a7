import type { LucideIcon } from 'lucide-react';

interface Props {
  icon: LucideIcon;
  title: string;
  text: string;
  /** the list's own item class, beside .card */
  className: string;
}

/** A list item card: an icon tile, a title and a line of text. */
export function IconCard({ icon: Icon, title, text, className }: Props) {
  return (
    <li className={`card ${className}`}>
      <span className="icon-tile">
        <Icon size={22} aria-hidden="true" />
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
    </li>
  );
}
