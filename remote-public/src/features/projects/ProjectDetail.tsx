import type { PublicProject } from '@studio/contracts/projects';
import { PageHero } from '../../ui/PageHero';
import { ImageOr } from '../../ui/ImageOr';
import { Paragraphs } from '../../ui/Paragraphs';
import { formatMonthYear } from '../../ui/formatDate';
import { CaseHeroTop } from '../case-studies/CaseHeroTop';
import { NextSteps } from '../case-studies/NextSteps';
import { ProjectFacts } from '../case-studies/ProjectFacts';

/** A project published from the admin: its text, images, facts and tags. */
export function ProjectDetail({ project }: { project: PublicProject }) {
  const [cover, ...gallery] = project.images;
  return (
    <>
      <PageHero
        top={<CaseHeroTop category={project.category} />}
        title={project.title}
        lead={project.client ? `Projeto para ${project.client}` : undefined}
      />

      {cover && (
        <div className="container case__art">
          <ImageOr
            src={cover}
            alt={`Imagem principal do projeto ${project.title}`}
            width={1200}
            height={800}
            decoding="async"
            fallback={<div className="case__art-placeholder" />}
          />
        </div>
      )}

      <section className="section" aria-labelledby="project-about">
        <div className="container case__objective">
          <div>
            <h2 id="project-about" className="case__h2">
              Sobre o projeto
            </h2>
            <Paragraphs text={project.description} className="prose" />
            {project.tags.length > 0 && (
              <ul className="chips project-detail__tags" aria-label="Tags">
                {project.tags.map((t) => (
                  <li key={t} className="chip">
                    {t}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ProjectFacts
            id="project-info"
            facts={[
              project.client ? { term: 'Cliente', detail: project.client } : null,
              { term: 'Categoria', detail: project.category },
              project.date ? { term: 'Data', detail: formatMonthYear(project.date) } : null,
            ]}
          />
        </div>
      </section>

      {gallery.length > 0 && (
        <section className="section section--sand project-gallery-section" aria-labelledby="project-gallery">
          <div className="container">
            <h2 id="project-gallery" className="case__h2">
              Galeria
            </h2>
            <ul className="grid-list project-gallery">
              {gallery.map((src, i) => (
                <li key={src}>
                  <ImageOr src={src} alt={`${project.title}, imagem ${i + 2}`} width={1200} height={800} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <NextSteps to="/projects" label="Portfolio" title="Ver todos os projetos" />
    </>
  );
}
