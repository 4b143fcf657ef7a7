import { BackLink } from '../../ui/BackLink';
import { CheckList } from '../../ui/CheckList';
import { IconCard } from '../../ui/IconCard';
import { ProcessSteps } from '../../ui/ProcessSteps';
import { SectionHeading } from '../../ui/SectionHeading';
import { StatList } from '../../ui/StatList';
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
        <ul className="grid-list service-cards">
          {block.items.map((card) => (
            <IconCard key={card.title} {...card} className="service-cards__item" />
          ))}
        </ul>
      );
    case 'steps':
      return <ProcessSteps steps={block.items} className={block.items.length === 3 ? 'process-steps--three' : undefined} />;
    case 'phases':
      return (
        <ol className="grid-list phases">
          {block.items.map((phase) => (
            <li key={phase.title} className="card phases__item">
              <p className="phases__label">{phase.label}</p>
              <h3>{phase.title}</h3>
              <p>{phase.text}</p>
              <CheckList items={phase.points} />
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
              <CheckList items={list.items} />
            </div>
          ))}
        </div>
      );
    case 'stats':
      return (
        <>
          <StatList items={block.items} />
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
