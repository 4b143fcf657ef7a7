import { api } from '@studio/platform';
import type { SocialPostBody, SocialPostView } from '@studio/contracts/dashboard';
import { unwrap } from '../../../shared/http';

/** Social posts of the calendar: one day, or one month (for the day marks). */
export const listPostsOfDay = (date: string) => unwrap(api.get<SocialPostView[]>('/social-posts', { params: { date } }));
export const listPostsOfMonth = (month: string) => unwrap(api.get<SocialPostView[]>('/social-posts', { params: { month } }));
export const createPost = (body: SocialPostBody) => unwrap(api.post<SocialPostView>('/social-posts', body));
export const updatePost = (id: string, body: SocialPostBody) => unwrap(api.put<SocialPostView>(`/social-posts/${id}`, body));
export const deletePost = (id: string) => unwrap(api.delete<null>(`/social-posts/${id}`));
