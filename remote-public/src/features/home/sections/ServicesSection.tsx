import { Link } from 'react-router-dom';
import { ArrowUpRight } from 'lucide-react';
import { SERVICES } from '@studio/contracts/studio';
import { SectionHeading } from '../../../ui/SectionHeading';
import { SERVICE_ICONS } from '../../services/serviceIcons';
import './sections.css';

export default function ServicesSection() {
  return (
    <section className="section services rise-in" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow="Serviços"
          title="Tudo o que a sua marca precisa para ser lembrada"
          intro="Contrate um serviço ou o pacote completo. Em qualquer caso, a identidade, o conteúdo e o site nascem do mesmo pensamento."
        />
        <ul className="grid-list services__grid">
          {SERVICES.map((s) => {
            const Icon = SERVICE_ICONS[s.slug];
            return (
              <li key={s.slug} className="card service-card">
                <span className="icon-tile">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3 className="service-card__title">
                  <Link to={`/${s.slug}`} className="card-link service-card__link">
                    {s.title}
                  </Link>
                </h3>
                <p>{s.summary}</p>
                <ul className="chips">
                  {s.highlights.slice(0, 4).map((h) => (
                    <li key={h} className="chip">
                      {h}
                    </li>
                  ))}
                </ul>
                <span className="service-card__more" aria-hidden="true">
                  Conhecer o serviço <ArrowUpRight size={18} />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
