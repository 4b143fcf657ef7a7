import type { PublicPost, PublicPostSummary } from '@studio/contracts/blog';
import { useApiResource } from '../../ui/useApiResource';

export const POSTS_ERROR = 'Não foi possível carregar os artigos agora.';
export const POST_ERROR = 'Não foi possível carregar este artigo agora.';

/** Published articles' cards, newest first (`GET /api/public/posts`). */
export function usePublicPosts() {
  return useApiResource<PublicPostSummary[]>('/public/posts', POSTS_ERROR);
}

export function usePublicPost(slug: string) {
  return useApiResource<PublicPost>(`/public/posts/${encodeURIComponent(slug)}`, POST_ERROR);
}
