import type { ReactNode } from 'react';

interface Props {
  id?: string;
  /** the page's own hero class, beside .page-hero */
  className?: string;
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
  /** above the eyebrow: a back link */
  top?: ReactNode;
  /** a decorative mark beside the title block (wide screens) */
  visual?: ReactNode;
  children?: ReactNode;
}

/** The dark band every inner page opens with; the header sits transparent over it. */
export function PageHero({ id, className, eyebrow, title, lead, top, visual, children }: Props) {
  return (
    <header className={className ? `page-hero ${className}` : 'page-hero'} id={id}>
      <div className="page-hero__glow" aria-hidden="true" />
      <div className="container page-hero__inner">
        {top}
        {visual}
        {eyebrow && <p className="eyebrow eyebrow--on-ink">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
