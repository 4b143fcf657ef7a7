import { Check } from 'lucide-react';
import { BackLink } from '../../ui/BackLink';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ServiceBlock as Block } from './types';

/** One block of a service page; `index` alternates the background so long pages keep a rhythm. */
export function ServiceBlock({ block, index }: { block: Block; index: number }) {
  if (block.kind === 'back') {
    return (
      <div className="container service-back">
        <BackLink to={block.to} tone="on-paper">
          {block.label}
        </BackLink>
      </div>
    );
  }
  const headingId = `service-block-${index}`;
  const tone = block.kind === 'stats' ? 'section--ink' : index % 2 === 1 ? 'section--sand' : '';
  return (
    <section className={`section ${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.kind === 'stats' ? undefined : block.intro}
          tone={block.kind === 'stats' ? 'on-ink' : 'on-paper'}
        />
        <BlockBody block={block} />
      </div>
    </section>
  );
}

function BlockBody({ block }: { block: Exclude<Block, { kind: 'back' }> }) {
  switch (block.kind) {
    case 'cards':
      return (
        <ul className="service-cards">
          {block.items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card service-cards__item">
              <span className="icon-tile">
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={`process-steps${block.items.length === 3 ? ' process-steps--three' : ''}`}>
          {block.items.map((step, i) => (
            <li key={step.title} className="process-steps__item">
              <span className="process-steps__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'phases':
      return (
        <ol className="phases">
          {block.items.map((phase) => (
            <li key={phase.title} className="card phases__item">
              <p className="phases__label">{phase.label}</p>
              <h3>{phase.title}</h3>
              <p>{phase.text}</p>
              <ul className="check-list">
                {phase.points.map((point) => (
                  <li key={point}>
                    <Check size={18} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      );
    case 'lists':
      return (
        <div className={`service-lists service-lists--${block.lists.length}`}>
          {block.lists.map((list) => (
            <div key={list.title} className="card service-lists__item">
              <h3>{list.title}</h3>
              <ul className="check-list">
                {list.items.map((item) => (
                  <li key={item}>
                    <Check size={18} aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
    case 'stats':
      return (
        <>
          <dl className="stats">
            {block.items.map((s) => (
              <div key={s.label} className="stats__item">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <p className="service-stats__note">{block.note}</p>
        </>
      );
    case 'chips':
      return (
        <ul className="chips">
          {block.items.map((item) => (
            <li key={item} className="chip chip--lg">
              {item}
            </li>
          ))}
        </ul>
      );
  }
}
