import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackLink({ to, children, tone = 'on-ink' }: { to: string; children: string; tone?: 'on-ink' | 'on-paper' }) {
  return (
    <Link to={to} className={`back-link back-link--${tone}`}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}
