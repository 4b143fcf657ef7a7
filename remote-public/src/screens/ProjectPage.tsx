import { useParams } from 'react-router-dom';
import { usePageMeta } from '@studio/platform';
import { LoadError } from '../ui/LoadError';
import { PageSkeleton } from '../ui/PageSkeleton';
import { ProjectDetail } from '../features/projects/ProjectDetail';
import { usePublicProject } from '../features/projects/projectsApi';
import { NotFoundState } from '../features/status/NotFoundState';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/case-studies/case-study.css';
import '../features/projects/projects.css';

/** A project published from the admin, at /projects/<slug> (the seven case studies have their own page). */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const project = usePublicProject(slug);
  usePageMeta(
    project.status === 'ok'
      ? {
          title: project.data.title,
          description: project.data.description.slice(0, 160),
          canonical: `/projects/${project.data.slug}`,
          image: project.data.images[0],
        }
      : project.status === 'not-found'
        ? { title: 'Projeto não encontrado', description: 'Este projeto não existe ou não está mais publicado.' }
        : { title: 'Projeto', description: 'Projeto do portfolio do Estúdio Criativo.', canonical: `/projects/${slug}` },
  );
  return (
    <article data-remote="public" data-screen="ProjectPage">
      {project.status === 'loading' && <PageSkeleton label="Carregando projeto..." />}
      {project.status === 'ok' && <ProjectDetail project={project.data} />}
      {project.status === 'not-found' && (
        <NotFoundState
          title="Projeto não encontrado"
          text="Este projeto não existe ou não está mais publicado."
          backTo="/projects"
          backLabel="Voltar aos Projetos"
        />
      )}
      {project.status === 'error' && (
        <div className="page-hero">
          <div className="container page-hero__inner">
            <h1 className="page-hero__title">Projeto</h1>
            <LoadError message={project.message} onRetry={project.retry} />
          </div>
        </div>
      )}
    </article>
  );
}
