import { Type, type Static } from 'typebox';

/** Project statuses (admin-area.md §4); the default is completed. */
export const PROJECT_STATUSES = ['completed', 'in-progress', 'planned'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  completed: 'Concluído',
  'in-progress': 'Em Andamento',
  planned: 'Planejado',
};

/** A completed project as the public site reads it (`GET /api/public/projects/:slug`). */
export const PublicProject = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  client: Type.String(),
  date: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  images: Type.Array(Type.String()),
  featured: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PublicProject = Static<typeof PublicProject>;
/**
 * A project in the public portfolio (`GET /api/public/projects`): what its card shows, nothing more. The slug
 * is its identity there (the card's key and link), the summary the description's first paragraph, the cover
 * its first image, absent when it has none. Every byte of the list is paid on each of its reads (bench:api).
 */
const { slug, title, category, tags } = PublicProject.properties;
export const PublicProjectSummary = Type.Object({ slug, title, category, summary: Type.String(), cover: Type.Optional(Type.String()), tags });
export type PublicProjectSummary = Static<typeof PublicProjectSummary>;
export const PublicProjectSummaryList = Type.Array(PublicProjectSummary);

export const PROJECT_LIMITS = {
  title: 200,
  description: 5000,
  category: 80,
  client: 120,
  tag: 50,
  tags: 30,
  image: 2000,
  images: 20,
} as const;

/** admin-area.md §5 and §8: the project form and list. */
export const PROJECT_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  saveError: 'Ocorreu um erro ao salvar o projeto.',
  loadError: 'Não foi possível carregar os projetos.',
  deleteError: 'Não foi possível excluir o projeto.',
  created: 'Projeto criado com sucesso.',
  updated: 'Projeto atualizado com sucesso.',
  deleted: 'Projeto excluído com sucesso.',
  deleteConfirm: 'Tem certeza que deseja excluir este projeto?',
  empty: 'Nenhum projeto encontrado.',
  notFound: 'Projeto não encontrado.',
  invalidDate: 'Data inválida: use o formato AAAA-MM-DD.',
} as const;

/** Project cards show at most this many thumbnails, then '+N'. */
export const PROJECT_THUMBNAILS_MAX = 3;

/** Trims, drops blanks and duplicates (admin-area.md §5): the form and the API apply the same rule. */
export function cleanList(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of items) {
    const v = raw.trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

export const ProjectBody = Type.Object(
  {
    title: Type.String({ maxLength: PROJECT_LIMITS.title, pattern: '\\S', errorMessage: PROJECT_MESSAGES.titleRequired }),
    description: Type.String({ maxLength: PROJECT_LIMITS.description }),
    category: Type.String({ maxLength: PROJECT_LIMITS.category }),
    client: Type.String({ maxLength: PROJECT_LIMITS.client }),
    date: Type.Union([
      Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', errorMessage: PROJECT_MESSAGES.invalidDate }),
      Type.Null(),
    ]),
    tags: Type.Array(Type.String({ maxLength: PROJECT_LIMITS.tag }), { maxItems: PROJECT_LIMITS.tags }),
    images: Type.Array(Type.String({ maxLength: PROJECT_LIMITS.image }), { maxItems: PROJECT_LIMITS.images }),
    featured: Type.Boolean(),
    status: Type.Enum(PROJECT_STATUSES),
  },
  { additionalProperties: false },
);
export type ProjectBody = Static<typeof ProjectBody>;

export const ProjectView = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  client: Type.String(),
  date: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  images: Type.Array(Type.String()),
  featured: Type.Boolean(),
  status: Type.Enum(PROJECT_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ProjectView = Static<typeof ProjectView>;
export const ProjectList = Type.Array(ProjectView);
