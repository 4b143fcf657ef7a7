import { api } from '@studio/platform';
import type { ProjectBody, ProjectView } from '@studio/contracts/projects';
import { unwrap } from '../../shared/http';

/** Projects (admin-area.md §7): read newest first, insert, update by id, delete by id. */
export const listProjects = () => unwrap(api.get<ProjectView[]>('/projects'));
export const createProject = (body: ProjectBody) => unwrap(api.post<ProjectView>('/projects', body));
export const updateProject = (id: string, body: ProjectBody) => unwrap(api.put<ProjectView>(`/projects/${id}`, body));
export const deleteProject = (id: string) => unwrap(api.delete<null>(`/projects/${id}`));
