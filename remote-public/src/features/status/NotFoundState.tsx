import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

interface Props {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** In-layout "not found" for a slug the API does not know (an article, a project). */
export function NotFoundState({ title, text, backTo, backLabel }: Props) {
  return (
    <section className="page-hero not-found-state">
      <div className="page-hero__glow" aria-hidden="true" />
      <div className="container page-hero__inner">
        <p className="not-found-state__code" aria-hidden="true">
          404
        </p>
        <h1 className="page-hero__title">{title}</h1>
        <p className="page-hero__lead">{text}</p>
        <Link to={backTo} className="btn btn--primary not-found-state__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
