import { Type, type Static } from 'typebox';

/** Article statuses (admin-area.md §4); the default is draft. */
export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = { draft: 'Rascunho', published: 'Publicado', scheduled: 'Agendado' };

/** A published article as the public site reads it (`GET /api/public/posts/:slug`). */
export const PublicPost = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  category: Type.String(),
  featuredImage: Type.String(),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PublicPost = Static<typeof PublicPost>;
/** An article in the public list (`GET /api/public/posts`): its card, without the text, which may run to 100 KB. */
export const PublicPostSummary = Type.Omit(PublicPost, ['content', 'updatedAt']);
export type PublicPostSummary = Static<typeof PublicPostSummary>;
export const PublicPostSummaryList = Type.Array(PublicPostSummary);

/** Limits of an article's fields (the API refuses longer values). */
export const BLOG_LIMITS = { title: 200, excerpt: 500, category: 80, featuredImage: 2000, content: 100_000 } as const;

/** admin-area.md §5 and §8: the article form and list. */
export const BLOG_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  contentRequired: 'Conteúdo é obrigatório',
  saveError: 'Ocorreu um erro ao salvar o artigo.',
  loadError: 'Não foi possível carregar os artigos.',
  deleteError: 'Não foi possível excluir o artigo.',
  created: 'Artigo criado com sucesso.',
  updated: 'Artigo atualizado com sucesso.',
  deleted: 'Artigo excluído com sucesso.',
  deleteConfirm: 'Tem certeza que deseja excluir este artigo?',
  empty: 'Nenhum artigo encontrado.',
  notFound: 'Artigo não encontrado.',
} as const;

/** An article as the admin edits it (`/api/blog-posts`). Empty optional values are empty strings. */
export const BlogPostBody = Type.Object(
  {
    title: Type.String({ maxLength: BLOG_LIMITS.title, pattern: '\\S', errorMessage: BLOG_MESSAGES.titleRequired }),
    content: Type.String({ maxLength: BLOG_LIMITS.content, pattern: '\\S', errorMessage: BLOG_MESSAGES.contentRequired }),
    excerpt: Type.String({ maxLength: BLOG_LIMITS.excerpt }),
    category: Type.String({ maxLength: BLOG_LIMITS.category }),
    status: Type.Enum(BLOG_STATUSES),
    featuredImage: Type.String({ maxLength: BLOG_LIMITS.featuredImage }),
  },
  { additionalProperties: false },
);
export type BlogPostBody = Static<typeof BlogPostBody>;

export const BlogPostView = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String(),
  excerpt: Type.String(),
  category: Type.String(),
  status: Type.Enum(BLOG_STATUSES),
  featuredImage: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BlogPostView = Static<typeof BlogPostView>;
export const BlogPostList = Type.Array(BlogPostView);

export const SlugParam = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }) }, { additionalProperties: false });
