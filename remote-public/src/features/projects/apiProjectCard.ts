import type { PublicProjectSummary } from '@studio/contracts/projects';
import type { ProjectCardData } from './ProjectCard';

/** Admin images have no known size; the card's 3:2 frame crops them, so this size only fixes the ratio. */
const FRAME = { width: 1200, height: 800 };

export function apiProjectCard(p: PublicProjectSummary): ProjectCardData {
  return {
    id: p.slug,
    title: p.title,
    category: p.category,
    description: p.summary,
    image: p.cover ? { src: p.cover, ...FRAME } : undefined,
    tags: p.tags,
    link: `/projects/${p.slug}`,
  };
}
