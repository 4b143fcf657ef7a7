import type { ServiceInfo } from '@studio/contracts/studio';
import { BackLink } from '../../ui/BackLink';
import { PageHero } from '../../ui/PageHero';
import { SERVICE_ICONS } from './serviceIcons';
import { ServiceBlock } from './ServiceBlock';
import type { ServiceContent } from './types';
import { ContactButtons } from '../../ui/ContactButtons';
import { QuoteLink } from '../../ui/QuoteLink';

export function ServiceView({ service, content }: { service: ServiceInfo; content: ServiceContent }) {
  const Icon = SERVICE_ICONS[service.slug];
  return (
    <>
      <PageHero
        top={<BackLink to="/#services">Todos os serviços</BackLink>}
        eyebrow="Serviço"
        visual={
          <span className="service-hero__icon">
            <Icon size={28} aria-hidden="true" />
          </span>
        }
        title={service.title}
        lead={content.lead}
      >
        <div className="btn-row service-hero__actions">
          <QuoteLink />
        </div>
      </PageHero>
      {content.blocks.map((block, i) => (
        <ServiceBlock key={i} block={block} index={i} />
      ))}
      <section className="section section--ink service-cta" aria-labelledby="service-cta">
        <div className="service-cta__glow" aria-hidden="true" />
        <div className="container service-cta__inner">
          <h2 id="service-cta" className="service-cta__title">
            {content.cta.title}
          </h2>
          <p className="service-cta__text">{content.cta.text}</p>
          <ContactButtons className="service-cta__actions" />
        </div>
      </section>
    </>
  );
}
