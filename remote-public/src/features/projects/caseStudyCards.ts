import { CASE_STUDIES } from '@studio/contracts/studio';
import { ART_SIZE, CASE_ART } from '../case-studies/art';
import type { ProjectCardData } from './ProjectCard';

/** The seven case studies as project cards (public-site.md §3: id, title, category, description, image, tags, link). */
export const CASE_STUDY_CARDS: ProjectCardData[] = CASE_STUDIES.map((c) => ({
  id: c.slug,
  title: c.title,
  category: c.category,
  description: c.summary,
  image: { src: CASE_ART[c.slug], ...ART_SIZE },
  tags: c.tags,
  link: `/projects/${c.slug}`,
}));
