import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ProjectGrid } from '../../projects/ProjectGrid';
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
        <ProjectGrid projects={CASE_STUDY_CARDS} />
      </div>
    </section>
  );
}
