import type { ReactNode } from 'react';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tone?: 'on-paper' | 'on-ink';
  align?: 'start' | 'center';
}

export function SectionHeading({ id, eyebrow, title, intro, tone = 'on-paper', align = 'start' }: Props) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      <p className={`eyebrow eyebrow--${tone}`}>{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  );
}
