import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ProjectCard } from '../../projects/ProjectCard';
import { CASE_STUDY_CARDS } from '../../projects/caseStudyCards';
import '../../projects/projects.css';
import './sections.css';

export default function PortfolioSection() {
  return (
    <section className="section section--sand portfolio rise-in" aria-labelledby="portfolio-title">
      <div className="container">
        <div className="portfolio__head">
          <SectionHeading
            id="portfolio-title"
            eyebrow="Portfolio"
            title="Marcas que deixaram de passar despercebidas"
            intro="Sete projetos recentes, do chá artesanal à startup de tecnologia. Abra cada um para ver o processo e os números."
          />
          <Link to="/projects" className="btn btn--outline portfolio__all">
            Ver todos os projetos
            <ArrowRight className="btn__arrow" size={18} aria-hidden="true" />
          </Link>
        </div>
        <ul className="project-grid">
          {CASE_STUDY_CARDS.map((p, i) => (
            <li key={p.id} className={i === 0 ? 'project-grid__featured' : undefined}>
              <ProjectCard project={p} featured={i === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
