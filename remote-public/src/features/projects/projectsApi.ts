import type { PublicProject, PublicProjectSummary } from '@studio/contracts/projects';
import { useApiResource } from '../../ui/useApiResource';

export const PROJECTS_ERROR = 'Não foi possível carregar os projetos agora.';
export const PROJECT_ERROR = 'Não foi possível carregar este projeto agora.';

/** Projects published from the admin (`GET /api/public/projects`). */
export function usePublicProjects() {
  return useApiResource<PublicProjectSummary[]>('/public/projects', PROJECTS_ERROR);
}

export function usePublicProject(slug: string) {
  return useApiResource<PublicProject>(`/public/projects/${encodeURIComponent(slug)}`, PROJECT_ERROR);
}
