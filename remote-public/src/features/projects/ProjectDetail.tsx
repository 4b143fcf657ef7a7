import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { PublicProject } from '@studio/contracts/projects';
import { BackLink } from '../../ui/BackLink';
import { Paragraphs } from '../../ui/Paragraphs';
import { formatMonthYear } from '../../ui/formatDate';

/** A project published from the admin: its text, images, facts and tags. */
export function ProjectDetail({ project }: { project: PublicProject }) {
  const [cover, ...gallery] = project.images;
  return (
    <>
      <header className="page-hero">
        <div className="page-hero__glow" aria-hidden="true" />
        <div className="container page-hero__inner">
          <BackLink to="/projects">Voltar aos Projetos</BackLink>
          <p className="badge badge--on-ink case-hero__badge">{project.category}</p>
          <h1 className="page-hero__title">{project.title}</h1>
          {project.client && <p className="page-hero__lead">Projeto para {project.client}</p>}
        </div>
      </header>

      {cover && (
        <div className="container case__art">
          <img src={cover} alt={`Imagem principal do projeto ${project.title}`} width={1200} height={800} decoding="async" />
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
          <aside className="case__info" aria-labelledby="project-info">
            <h2 id="project-info" className="case__info-title">
              Informações do Projeto
            </h2>
            <dl>
              {project.client && (
                <div>
                  <dt>Cliente</dt>
                  <dd>{project.client}</dd>
                </div>
              )}
              <div>
                <dt>Categoria</dt>
                <dd>{project.category}</dd>
              </div>
              {project.date && (
                <div>
                  <dt>Data</dt>
                  <dd>{formatMonthYear(project.date)}</dd>
                </div>
              )}
            </dl>
          </aside>
        </div>
      </section>

      {gallery.length > 0 && (
        <section className="section section--sand" aria-labelledby="project-gallery">
          <div className="container">
            <h2 id="project-gallery" className="case__h2">
              Galeria
            </h2>
            <ul className="project-gallery">
              {gallery.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`${project.title}, imagem ${i + 2}`} width={1200} height={800} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="case__next" aria-label="Próximos passos">
        <div className="container case__next-inner">
          <Link to="/projects" className="case__next-link">
            <span className="case__next-label">Portfolio</span>
            <span className="case__next-title">
              Ver todos os projetos <ArrowRight size={24} aria-hidden="true" />
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
