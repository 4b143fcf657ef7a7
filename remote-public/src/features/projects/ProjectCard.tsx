import { Link } from 'react-router-dom';
import { ArrowUpRight } from 'lucide-react';
import { ImageOr } from '../../ui/ImageOr';

export interface ProjectCardData {
  id: string;
  title: string;
  category: string;
  description: string;
  /** key art; without it the card shows a gradient panel */
  image?: { src: string; width: number; height: number };
  tags: string[];
  link: string;
}

interface Props {
  project: ProjectCardData;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}

const placeholder = <div className="project-card__placeholder" />;

/** A portfolio card; the title's link covers the whole card so it is one tab stop with a clear name. */
export function ProjectCard({ project, featured = false, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={`card lift-card project-card${featured ? ' project-card--featured' : ''}`}>
      <div className="project-card__media">
        {project.image ? (
          <ImageOr
            src={project.image.src}
            alt=""
            width={project.image.width}
            height={project.image.height}
            loading="lazy"
            decoding="async"
            fallback={placeholder}
          />
        ) : (
          placeholder
        )}
      </div>
      <div className="project-card__body">
        <p className="project-card__category">{project.category}</p>
        <Heading className="project-card__title">
          <Link to={project.link} className="card-link project-card__link">
            {project.title}
          </Link>
        </Heading>
        <p className="project-card__desc">{project.description}</p>
        <ul className="chips project-card__tags" aria-label="Tags">
          {project.tags.map((t) => (
            <li key={t} className="chip">
              {t}
            </li>
          ))}
        </ul>
        <span className="card-more project-card__more" aria-hidden="true">
          Ver projeto <ArrowUpRight size={18} />
        </span>
      </div>
    </article>
  );
}
