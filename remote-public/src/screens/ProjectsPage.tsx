import { CASE_STUDY_SLUGS } from '@studio/contracts/routes';
import { usePageMeta } from '@studio/platform';
import { BackLink } from '../ui/BackLink';
import { PageHero } from '../ui/PageHero';
import { ProjectGrid } from '../features/projects/ProjectGrid';
import { CASE_STUDY_CARDS } from '../features/projects/caseStudyCards';
import { apiProjectCard } from '../features/projects/apiProjectCard';
import { usePublicProjects } from '../features/projects/projectsApi';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/projects/projects.css';

const caseSlugs: ReadonlySet<string> = new Set(CASE_STUDY_SLUGS);

export default function ProjectsPage() {
  usePageMeta({
    title: 'Projetos',
    description:
      'Portfolio do Estúdio Criativo: identidade visual, social media e experiência digital para restaurantes, clínicas, lojas e startups, com processo e resultados.',
    canonical: '/projects',
  });
  const published = usePublicProjects();
  // The seven case studies are static and always shown; the API only adds projects published since.
  const extra = published.status === 'ok' ? published.data.filter((p) => !caseSlugs.has(p.slug)).map(apiProjectCard) : [];
  const cards = [...CASE_STUDY_CARDS, ...extra];
  return (
    <div data-remote="public" data-screen="ProjectsPage">
      <PageHero
        top={<BackLink to="/">Voltar ao Início</BackLink>}
        eyebrow="Portfolio"
        title="Projetos que contam a história de cada marca"
        lead="Identidade visual, social media e experiência digital para negócios que queriam crescer. Cada projeto começa com uma conversa e termina com resultados que dá para medir."
      />
      <section className="section section--sand" aria-labelledby="projects-list">
        <div className="container">
          <h2 id="projects-list" className="st-visually-hidden">
            Lista de projetos
          </h2>
          <ProjectGrid projects={cards} />
        </div>
      </section>
    </div>
  );
}
