import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@studio/platform';
import { CaseStudyView } from '../features/case-studies/CaseStudyView';
import { CASE_ART } from '../features/case-studies/art';
import { caseStudyFromPath } from '../features/case-studies/findCaseStudy';
import { NotFoundState } from '../features/status/NotFoundState';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/case-studies/case-study.css';

/** One of the seven case studies; canonical at /projects/<slug> (the short /<slug> redirects there). */
export default function CaseStudyPage() {
  const { pathname } = useLocation();
  const study = caseStudyFromPath(pathname);
  usePageMeta({
    title: study ? `${study.title}: estudo de caso` : 'Projeto não encontrado',
    description: study ? `${study.summary} Veja o processo, as soluções e os resultados.` : 'Este projeto não existe ou foi movido.',
    canonical: study ? `/projects/${study.slug}` : undefined,
    image: study ? CASE_ART[study.slug] : undefined,
  });
  return (
    <article className="case" data-remote="public" data-screen="CaseStudyPage">
      {study ? (
        <CaseStudyView study={study} />
      ) : (
        <NotFoundState
          title="Projeto não encontrado"
          text="Este projeto não existe ou foi movido."
          backTo="/projects"
          backLabel="Voltar aos Projetos"
        />
      )}
    </article>
  );
}
