import { api } from '@studio/platform';
import type { BlogPostBody, BlogPostView } from '@studio/contracts/blog';
import { unwrap } from '../../shared/http';

/** Articles (admin-area.md §7): read newest first, insert, update by id, delete by id. */
export const listPosts = () => unwrap(api.get<BlogPostView[]>('/blog-posts'));
export const createPost = (body: BlogPostBody) => unwrap(api.post<BlogPostView>('/blog-posts', body));
export const updatePost = (id: string, body: BlogPostBody) => unwrap(api.put<BlogPostView>(`/blog-posts/${id}`, body));
export const deletePost = (id: string) => unwrap(api.delete<null>(`/blog-posts/${id}`));
