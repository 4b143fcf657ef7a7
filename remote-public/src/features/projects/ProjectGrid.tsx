import { ProjectCard, type ProjectCardData } from './ProjectCard';

/** The portfolio grid: the first project takes a whole row, the rest go two by two. */
export function ProjectGrid({ projects }: { projects: ProjectCardData[] }) {
  return (
    <ul className="grid-list project-grid">
      {projects.map((p, i) => (
        <li key={p.id} className={i === 0 ? 'project-grid__featured' : undefined}>
          <ProjectCard project={p} featured={i === 0} />
        </li>
      ))}
    </ul>
  );
}
