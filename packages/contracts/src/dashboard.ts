import { Type, type Static } from 'typebox';
import { API_ERRORS } from './errors';

/*
 * The admin dashboard (admin-area.md "Dashboard", §3-§5, §8, §9): social posts, clients, sales, the summary
 * cards and the activity log. Every enum, label, rule and message is defined here once; the API validates
 * with these schemas and the forms show the same messages.
 */

/* ---------- field helpers (also used by board.ts) ---------- */

/** Limits the documents leave open ("not shown"): generous enough for real use, small enough to be safe. */
export const TEXT_LIMITS = { short: 120, email: 254, phone: 40, long: 2200, search: 100 } as const;
/** Money and metric values stay below this; a typo such as 1e12 is refused. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * A required text: the spec's own message when it is empty or blank, the generic length message when it is
 * too long (each `allOf` branch carries its own message).
 */
export function requiredText(message: string, maxLength: number = TEXT_LIMITS.short) {
  return Type.Intersect([Type.String({ maxLength }), Type.String({ pattern: '\\S', errorMessage: message })]);
}

export function optionalText(maxLength: number = TEXT_LIMITS.short) {
  return Type.Optional(Type.String({ maxLength }));
}

/** A calendar day as year-month-day (the forms' date pickers send this; validated as a real date). */
export function isoDate(message?: string) {
  return Type.String({ format: 'date', ...(message ? { errorMessage: message } : {}) });
}

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** An amount with a lower bound carrying the spec's message, and a sane upper bound. */
function amount(minimum: number, message: string) {
  return Type.Intersect([Type.Number({ maximum: MAX_AMOUNT }), Type.Number({ minimum, errorMessage: message })]);
}

/** `:id` of every dashboard and board route: a MongoDB ObjectId. */
export const IdParams = Type.Object(
  { id: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: API_ERRORS.invalidId }) },
  { additionalProperties: false },
);
export type IdParams = Static<typeof IdParams>;

/* ---------- texts ---------- */

export const DASHBOARD_TEXTS = {
  title: 'Dashboard Admin',
  tagline: 'Controle total do seu negócio em um só lugar',
  online: 'Sistema Online',
  logout: 'Sair',
  tabs: { overview: 'Visão Geral', calendar: 'Calendário', clients: 'Clientes', sales: 'Vendas', instagram: 'Instagram' },
  newPost: 'Novo Post',
  noPosts: 'Nenhum post agendado para esta data',
  searchClients: 'Buscar clientes...',
  newClient: 'Novo Cliente',
  noClients: 'Nenhum cliente encontrado.',
  searchSales: 'Buscar vendas...',
  newSale: 'Nova Venda',
  noSales: 'Nenhuma venda encontrada.',
  creating: 'Criando...',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  confirmDeleteClient: 'Tem certeza que deseja excluir este cliente?',
  confirmDeleteSale: 'Tem certeza que deseja excluir esta venda?',
  /* Beyond the documents: posts can also be removed, with the same kind of question. */
  confirmDeletePost: 'Tem certeza que deseja excluir este post?',
  instagramInDevelopment: 'Em desenvolvimento',
  instagramFeatures: ['Análise de engajamento', 'Relatórios detalhados', 'Insights de crescimento', 'Comparação de períodos'],
  instagramNotify: 'Notificar Quando Estiver Pronto',
  instagramInterestSaved: 'Pronto! Avisaremos você assim que a integração com o Instagram estiver disponível.',
  instagramInterestAlready: 'Seu interesse já estava registrado. Avisaremos você assim que a integração estiver disponível.',
} as const;

/** Form validation messages of admin-area.md §5 (the API answers the same ones). */
export const DASHBOARD_MESSAGES = {
  clientRequired: 'Cliente é obrigatório',
  contentRequired: 'Conteúdo é obrigatório',
  timeRequired: 'Horário é obrigatório',
  dateRequired: 'Data é obrigatória',
  nameRequired: 'Nome é obrigatório',
  emailInvalid: 'Email inválido',
  phoneRequired: 'Telefone é obrigatório',
  companyRequired: 'Empresa é obrigatória',
  monthlyValuePositive: 'Valor deve ser positivo',
  serviceRequired: 'Serviço é obrigatório',
  saleValuePositive: 'Valor deve ser maior que zero',
  dueDateRequired: 'Data de vencimento é obrigatória',
  postNotFound: 'Post não encontrado.',
  clientNotFound: 'Cliente não encontrado.',
  saleNotFound: 'Venda não encontrada.',
} as const;

/** Toasts of admin-area.md §8 (title 'Sucesso!' or 'Erro'), plus the ones the documents leave out. */
export const DASHBOARD_TOASTS = {
  successTitle: 'Sucesso!',
  errorTitle: 'Erro',
  postCreated: 'Post criado com sucesso.',
  postCreateFailed: 'Não foi possível criar o post.',
  clientCreated: 'Cliente criado com sucesso.',
  clientUpdated: 'Cliente atualizado com sucesso.',
  clientSaveFailed: 'Não foi possível salvar o cliente.',
  saleCreated: 'Venda criada com sucesso.',
  saleUpdated: 'Venda atualizada com sucesso.',
  saleSaveFailed: 'Não foi possível salvar a venda.',
  /* Beyond the documents (deleting, editing posts, loading and the Instagram notice go through the API). */
  postUpdated: 'Post atualizado com sucesso.',
  postSaveFailed: 'Não foi possível salvar o post.',
  postDeleted: 'Post excluído com sucesso.',
  postDeleteFailed: 'Não foi possível excluir o post.',
  clientDeleted: 'Cliente excluído com sucesso.',
  clientDeleteFailed: 'Não foi possível excluir o cliente.',
  saleDeleted: 'Venda excluída com sucesso.',
  saleDeleteFailed: 'Não foi possível excluir a venda.',
  loadFailed: 'Não foi possível carregar os dados do dashboard.',
  interestFailed: 'Não foi possível registrar seu interesse.',
  logoutFailed: 'Não foi possível sair. Tente novamente.',
} as const;

/** Dashboard toasts: at most three on screen, four seconds each (admin-area.md §9). */
export const DASHBOARD_TOAST_LIMIT = 3;
export const DASHBOARD_TOAST_DURATION_MS = 4000;

/* ---------- social posts ---------- */

export const PLATFORMS = ['instagram', 'facebook', 'linkedin'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn' };

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, string> = { draft: 'Rascunho', scheduled: 'Agendado', published: 'Publicado' };
/** The form offers these two; 'published' is only known to the list. */
export const POST_FORM_STATUSES = ['draft', 'scheduled'] as const satisfies readonly PostStatus[];
export type PostFormStatus = (typeof POST_FORM_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostFormStatus = 'draft';

export const SocialPostBody = Type.Object(
  {
    date: isoDate(DASHBOARD_MESSAGES.dateRequired),
    client: requiredText(DASHBOARD_MESSAGES.clientRequired),
    platform: Type.Enum(PLATFORMS),
    content: requiredText(DASHBOARD_MESSAGES.contentRequired, TEXT_LIMITS.long),
    time: Type.String({ pattern: TIME_PATTERN, errorMessage: DASHBOARD_MESSAGES.timeRequired }),
    status: Type.Enum(POST_FORM_STATUSES),
  },
  { additionalProperties: false },
);
export type SocialPostBody = Static<typeof SocialPostBody>;

export const SocialPostView = Type.Object({
  id: Type.String(),
  date: Type.String(),
  client: Type.String(),
  platform: Type.Enum(PLATFORMS),
  content: Type.String(),
  time: Type.String(),
  status: Type.Enum(POST_STATUSES),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SocialPostView = Static<typeof SocialPostView>;

/** `GET /api/social-posts?date=YYYY-MM-DD` (that day) or `?month=YYYY-MM` (the calendar's marks). */
export const SocialPostQuery = Type.Object(
  {
    date: Type.Optional(isoDate()),
    month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  },
  { additionalProperties: false },
);
export type SocialPostQuery = Static<typeof SocialPostQuery>;

/* ---------- clients ---------- */

export const CLIENT_STATUSES = ['lead', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { lead: 'Lead', active: 'Ativo', inactive: 'Inativo' };
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'lead';

export const CLIENT_SERVICES = [
  'Social Media',
  'Web Design',
  'Brand Identity',
  'SEO',
  'Marketing Digital',
  'Fotografia',
  'Desenvolvimento',
] as const;
export type ClientService = (typeof CLIENT_SERVICES)[number];

/** The money inputs step by one cent. */
export const MONEY_STEP = 0.01;

export const ClientBody = Type.Object(
  {
    name: requiredText(DASHBOARD_MESSAGES.nameRequired),
    email: Type.String({ format: 'email', maxLength: TEXT_LIMITS.email, errorMessage: DASHBOARD_MESSAGES.emailInvalid }),
    phone: requiredText(DASHBOARD_MESSAGES.phoneRequired, TEXT_LIMITS.phone),
    company: requiredText(DASHBOARD_MESSAGES.companyRequired),
    status: Type.Enum(CLIENT_STATUSES),
    // Each service once: the form adds a service only if it is not there yet.
    services: Type.Array(Type.Enum(CLIENT_SERVICES), { uniqueItems: true, maxItems: CLIENT_SERVICES.length }),
    monthlyValue: amount(0, DASHBOARD_MESSAGES.monthlyValuePositive),
    startDate: Type.Optional(isoDate()),
  },
  { additionalProperties: false },
);
export type ClientBody = Static<typeof ClientBody>;

export const ClientView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  status: Type.Enum(CLIENT_STATUSES),
  services: Type.Array(Type.String()),
  monthlyValue: Type.Number(),
  startDate: Type.Optional(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ClientView = Static<typeof ClientView>;

/** `?q=`: case-insensitive substring of the name or company (clients), of the client or service (sales). */
export const SearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.search })) }, { additionalProperties: false });
export type SearchQuery = Static<typeof SearchQuery>;

/* ---------- sales ---------- */

export const SALE_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = { pending: 'Pendente', paid: 'Pago', overdue: 'Vencido' };
export const DEFAULT_SALE_STATUS: SaleStatus = 'pending';

export const SaleBody = Type.Object(
  {
    client: requiredText(DASHBOARD_MESSAGES.clientRequired),
    service: requiredText(DASHBOARD_MESSAGES.serviceRequired),
    value: amount(0.01, DASHBOARD_MESSAGES.saleValuePositive),
    date: isoDate(DASHBOARD_MESSAGES.dateRequired),
    dueDate: isoDate(DASHBOARD_MESSAGES.dueDateRequired),
    status: Type.Enum(SALE_STATUSES),
    description: optionalText(TEXT_LIMITS.long),
  },
  { additionalProperties: false },
);
export type SaleBody = Static<typeof SaleBody>;

export const SaleView = Type.Object({
  id: Type.String(),
  client: Type.String(),
  service: Type.String(),
  value: Type.Number(),
  date: Type.String(),
  dueDate: Type.String(),
  status: Type.Enum(SALE_STATUSES),
  description: Type.Optional(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SaleView = Static<typeof SaleView>;

/** The four totals of the sales tab: every sale, and the sum of each status. They ignore the search. */
export const SaleTotals = Type.Object({ total: Type.Number(), paid: Type.Number(), pending: Type.Number(), overdue: Type.Number() });
export type SaleTotals = Static<typeof SaleTotals>;
export const SALE_TOTAL_LABELS: Record<keyof SaleTotals, string> = {
  total: 'Total em Vendas',
  paid: 'Pago',
  pending: 'Pendente',
  overdue: 'Vencido',
};

export const SaleListResponse = Type.Object({ items: Type.Array(SaleView), totals: SaleTotals });
export type SaleListResponse = Static<typeof SaleListResponse>;

/* ---------- activity log and summary ---------- */

export const ACTIVITY_RESOURCES = ['social-post', 'client', 'sale', 'board-card', 'instagram'] as const;
export type ActivityResource = (typeof ACTIVITY_RESOURCES)[number];
export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted', 'moved', 'interest'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const ACTIVITY_PHRASES: Record<ActivityResource, Partial<Record<ActivityAction, string>>> = {
  'social-post': { created: 'Novo post criado', updated: 'Post atualizado', deleted: 'Post excluído' },
  client: { created: 'Novo cliente cadastrado', updated: 'Cliente atualizado', deleted: 'Cliente excluído' },
  sale: { created: 'Nova venda registrada', updated: 'Venda atualizada', deleted: 'Venda excluída' },
  'board-card': { created: 'Nova métrica no board', updated: 'Métrica atualizada', deleted: 'Métrica excluída', moved: 'Métrica movida' },
  instagram: { interest: 'Interesse registrado nos relatórios do Instagram' },
};

/** The sentence an activity row is stored with, e.g. "Novo cliente cadastrado: Café Flor de Sal". */
export function activityText(resource: ActivityResource, action: ActivityAction, label?: string): string {
  const phrase = ACTIVITY_PHRASES[resource][action] ?? `${resource} ${action}`;
  return label ? `${phrase}: ${label}` : phrase;
}

export const ActivityView = Type.Object({
  id: Type.String(),
  resource: Type.Enum(ACTIVITY_RESOURCES),
  action: Type.Enum(ACTIVITY_ACTIONS),
  text: Type.String(),
  actor: Type.String(),
  createdAt: Type.String(),
});
export type ActivityView = Static<typeof ActivityView>;

/** How many rows the recent-activity list shows. */
export const RECENT_ACTIVITY_LIMIT = 3;

/** `GET /api/dashboard/summary?today=YYYY-MM-DD`: the browser says which day it is where the admin is. */
export const SummaryQuery = Type.Object({ today: Type.Optional(isoDate()) }, { additionalProperties: false });
export type SummaryQuery = Static<typeof SummaryQuery>;

export const DashboardSummary = Type.Object({
  today: Type.String(),
  /** posts dated today that are scheduled or published (drafts are not going out) */
  postsToday: Type.Number(),
  activeClients: Type.Number(),
  totalClients: Type.Number(),
  /** paid sales dated in today's month */
  salesThisMonth: Type.Number(),
  salesGoal: Type.Number(),
  /** quiz submissions ever received */
  quizLeads: Type.Number(),
  /** round(active clients ÷ (quiz leads + clients) × 100), 0 when there is no one yet */
  conversionRate: Type.Number(),
  recentActivity: Type.Array(ActivityView),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

export function conversionRate(activeClients: number, quizLeads: number, totalClients: number): number {
  const base = quizLeads + totalClients;
  return base === 0 ? 0 : Math.round((activeClients / base) * 100);
}

export const SUMMARY_TEXTS = {
  postsToday: 'Posts Hoje',
  postsTodayHint: 'agendados para hoje',
  activeClients: 'Clientes Ativos',
  activeClientsHint: (total: number) => `de ${total} ${total === 1 ? 'cliente cadastrado' : 'clientes cadastrados'}`,
  monthlySales: 'Vendas do Mês',
  monthlySalesGoal: (goal: string) => `Meta: ${goal}`,
  conversion: 'Taxa de Conversão',
  conversionHint: (active: number, contacts: number) => `${active} de ${contacts} contatos viraram clientes ativos`,
  quickActions: 'Ações Rápidas',
  quickActionsHint: 'Acesse as áreas mais usadas',
  recentActivity: 'Atividade Recente',
  recentActivityEmpty: 'Nenhuma atividade registrada ainda.',
  overviewTitle: 'Visão Geral',
  overviewText: 'Escolha uma área para começar: agende posts, acompanhe clientes e vendas ou veja o que vem por aí no Instagram.',
} as const;

export const InstagramInterestResponse = Type.Object({ message: Type.String(), alreadyRegistered: Type.Boolean() });
export type InstagramInterestResponse = Static<typeof InstagramInterestResponse>;

/* ---------- formatting (one rule for every screen) ---------- */

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** 15200 → "R$ 15.200,00" */
export function formatMoney(value: number): string {
  return BRL.format(value);
}

/** "2025-03-07" → "07/03/2025" (no Date object, so no time-zone shift). */
export function formatIsoDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** Rounds to cents, the precision money is kept in. */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}
