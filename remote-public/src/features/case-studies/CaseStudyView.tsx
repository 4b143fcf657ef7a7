import { Lightbulb, Palette, Quote, Target } from 'lucide-react';
import { PROCESS_STEPS, formatDuration, type CaseStudyInfo } from '@studio/contracts/studio';
import { CheckList } from '../../ui/CheckList';
import { IconCard } from '../../ui/IconCard';
import { PageHero } from '../../ui/PageHero';
import { ProcessSteps } from '../../ui/ProcessSteps';
import { StatList } from '../../ui/StatList';
import { CaseHeroTop } from './CaseHeroTop';
import { NextSteps } from './NextSteps';
import { ProjectFacts } from './ProjectFacts';
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
      <PageHero className="case-hero" top={<CaseHeroTop category={study.category} />} title={study.title} lead={copy.intro} />

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
            {cards.map((card) => (
              <IconCard key={card.title} {...card} className="case__card" />
            ))}
          </ul>

          <div className="case__objective">
            <div>
              <h2 className="case__h2">Objetivo do Projeto</h2>
              {copy.objective.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <ProjectFacts
              id="case-info"
              facts={[
                { term: 'Cliente', detail: study.client },
                { term: 'Duração', detail: formatDuration(study.durationMonths) },
                { term: 'Categoria', detail: study.category },
                { term: 'Ano', detail: String(study.year) },
              ]}
            />
          </div>
        </div>
      </section>

      <section className="section section--sand" aria-labelledby="case-process">
        <div className="container">
          <h2 id="case-process" className="case__h2">
            Processo
          </h2>
          <ProcessSteps steps={PROCESS_STEPS.map((step, i) => ({ title: step.title, text: copy.process[i] }))} />
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
                <CheckList items={list.items} />
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
          <StatList items={study.results} />
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

      <NextSteps to={`/projects/${next.slug}`} label="Próximo projeto" title={next.title} />
    </>
  );
}
