import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';

/** The main call to action of the site: the quote questionnaire. */
export function QuoteLink() {
  return (
    <Link to="/orcamento" className="btn btn--primary">
      Orçamento Personalizado
      <ArrowRight className="btn__arrow" size={18} aria-hidden="true" />
    </Link>
  );
}
