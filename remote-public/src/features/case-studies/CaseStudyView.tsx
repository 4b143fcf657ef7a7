import { Link } from 'react-router-dom';
import { ArrowRight, Check, Lightbulb, Palette, Quote, Target } from 'lucide-react';
import { PROCESS_STEPS, formatDuration, type CaseStudyInfo } from '@studio/contracts/studio';
import { BackLink } from '../../ui/BackLink';
import { ART_SIZE, CASE_ART } from './art';
import { CASE_STUDY_COPY } from './content';
import { nextCaseStudy } from './findCaseStudy';

export function CaseStudyView({ study }: { study: CaseStudyInfo }) {
  const copy = CASE_STUDY_COPY[study.slug];
  const next = nextCaseStudy(study);
  const cards = [
    { icon: Target, title: 'Objetivo', text: copy.cards.objective },
    { icon: Lightbulb, title: 'Conceito', text: copy.cards.concept },
    { icon: Palette, title: 'Design', text: copy.cards.design },
  ];
  return (
    <>
      <header className="page-hero case-hero">
        <div className="page-hero__glow" aria-hidden="true" />
        <div className="container page-hero__inner">
          <BackLink to="/projects">Voltar aos Projetos</BackLink>
          <p className="badge badge--on-ink case-hero__badge">{study.category}</p>
          <h1 className="page-hero__title">{study.title}</h1>
          <p className="page-hero__lead">{copy.intro}</p>
        </div>
      </header>

      <div className="container case__art">
        <img
          src={CASE_ART[study.slug]}
          alt={`Arte do projeto ${study.title}: composição abstrata nas cores da marca`}
          width={ART_SIZE.width}
          height={ART_SIZE.height}
          fetchPriority="high"
          decoding="async"
        />
      </div>

      <section className="section case__overview" aria-labelledby="case-overview">
        <div className="container">
          <h2 id="case-overview" className="st-visually-hidden">
            Visão geral
          </h2>
          <ul className="case__cards">
            {cards.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card case__card">
                <span className="icon-tile">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>

          <div className="case__objective">
            <div>
              <h2 className="case__h2">Objetivo do Projeto</h2>
              {copy.objective.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <aside className="case__info" aria-labelledby="case-info">
              <h2 id="case-info" className="case__info-title">
                Informações do Projeto
              </h2>
              <dl>
                <div>
                  <dt>Cliente</dt>
                  <dd>{study.client}</dd>
                </div>
                <div>
                  <dt>Duração</dt>
                  <dd>{formatDuration(study.durationMonths)}</dd>
                </div>
                <div>
                  <dt>Categoria</dt>
                  <dd>{study.category}</dd>
                </div>
                <div>
                  <dt>Ano</dt>
                  <dd>{study.year}</dd>
                </div>
              </dl>
            </aside>
          </div>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="case-process">
        <div className="container">
          <h2 id="case-process" className="case__h2">
            Processo
          </h2>
          <ol className="process-steps">
            {PROCESS_STEPS.map((step, i) => (
              <li key={step.title} className="process-steps__item">
                <span className="process-steps__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{copy.process[i]}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="case-solutions">
        <div className="container">
          <h2 id="case-solutions" className="case__h2">
            Soluções Implementadas
          </h2>
          <div className="case__solutions">
            {[
              { title: 'Identidade Visual', items: copy.identity },
              { title: 'Aplicações', items: copy.applications },
            ].map((list) => (
              <div key={list.title} className="card case__solution">
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
        </div>
      </section>

      <section className="section section--ink case__results" aria-labelledby="case-results">
        <div className="container">
          <h2 id="case-results" className="case__h2">
            Resultados
          </h2>
          <dl className="stats">
            {study.results.map((r) => (
              <div key={r.label} className="stats__item">
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-label="Depoimento">
        <figure className="container testimonial">
          <Quote className="testimonial__mark" size={40} aria-hidden="true" />
          <blockquote>
            <p>{copy.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <span className="testimonial__author">{copy.testimonial.author}</span>
            <span className="testimonial__role">{copy.testimonial.role}</span>
          </figcaption>
        </figure>
      </section>

      <section className="case__next" aria-label="Próximos passos">
        <div className="container case__next-inner">
          <Link to={`/projects/${next.slug}`} className="case__next-link">
            <span className="case__next-label">Próximo projeto</span>
            <span className="case__next-title">
              {next.title} <ArrowRight size={24} aria-hidden="true" />
            </span>
          </Link>
          <Link to="/orcamento" className="btn btn--primary">
            Orçamento Personalizado
            <ArrowRight className="btn__arrow" size={18} aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
