import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { QuoteLink } from '../../ui/QuoteLink';

/** The end of a project page: where to read on, beside the call for a quote. */
export function NextSteps({ to, label, title }: { to: string; label: string; title: string }) {
  return (
    <section className="case__next" aria-label="Próximos passos">
      <div className="container case__next-inner">
        <Link to={to} className="case__next-link">
          <span className="case__next-label">{label}</span>
          <span className="case__next-title">
            {title} <ArrowRight size={24} aria-hidden="true" />
          </span>
        </Link>
        <QuoteLink />
      </div>
    </section>
  );
}
