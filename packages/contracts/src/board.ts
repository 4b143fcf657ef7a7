import { Type, type Static } from 'typebox';
import { isoDate, MAX_AMOUNT, optionalText, requiredText, TEXT_LIMITS } from './dashboard';

/*
 * The metrics board (admin-area.md "Metrics board (Kanban)", §3, §5, §9): four columns of cards that are
 * metrics, goals or tasks. Column and order are kept by the API.
 */

export const BOARD_COLUMN_IDS = ['backlog', 'in-progress', 'review', 'completed'] as const;
export type BoardColumnId = (typeof BOARD_COLUMN_IDS)[number];

export interface BoardColumn {
  id: BoardColumnId;
  title: string;
  /** the column's accent (top border, count badge) */
  color: string;
}

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { id: 'backlog', title: 'Backlog', color: '#64748B' },
  { id: 'in-progress', title: 'Em Progresso', color: '#2563EB' },
  { id: 'review', title: 'Revisão', color: '#D97706' },
  { id: 'completed', title: 'Concluído', color: '#16A34A' },
];
export const BOARD_COLUMN_TITLES = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.id, c.title])) as Record<BoardColumnId, string>;
/** New cards go here (admin-area.md §2). */
export const NEW_CARD_COLUMN: BoardColumnId = 'backlog';

export const CARD_TYPES = ['metric', 'goal', 'task'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_TYPE_LABELS: Record<CardType, string> = { metric: 'Métrica', goal: 'Meta', task: 'Tarefa' };

export const CARD_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CardPriority = (typeof CARD_PRIORITIES)[number];
export const CARD_PRIORITY_LABELS: Record<CardPriority, string> = { high: 'Alta', medium: 'Média', low: 'Baixa' };
/** antd Tag colours of the priorities */
export const CARD_PRIORITY_COLORS: Record<CardPriority, string> = { high: 'red', medium: 'gold', low: 'green' };

/** The form's defaults when it opens for a new card. */
export const DEFAULT_CARD_TYPE: CardType = 'metric';
export const DEFAULT_CARD_PRIORITY: CardPriority = 'medium';

/** Value and target inputs step by this (admin-area.md §9). */
export const NUMERIC_STEP = 0.1;

export const BOARD_TEXTS = {
  title: 'Board de Métricas',
  subtitle: 'Acompanhe métricas, metas e tarefas do estúdio',
  newCard: 'Nova Métrica',
  editCard: 'Editar Métrica',
  create: 'Criar Métrica',
  save: 'Salvar Alterações',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Excluir',
  moveTo: 'Mover para',
  cardMenu: 'Ações do card',
  emptyColumn: 'Arraste um card para cá',
  titleRequired: 'Título é obrigatório',
  confirmDelete: 'Tem certeza que deseja excluir esta métrica?',
  fields: {
    title: 'Título',
    description: 'Descrição',
    type: 'Tipo',
    priority: 'Prioridade',
    value: 'Valor Atual',
    target: 'Meta',
    unit: 'Unidade',
    unitPlaceholder: 'ex: %, leads, vendas',
    assignee: 'Responsável',
    dueDate: 'Prazo',
  },
  progress: 'Progresso',
  /* Toasts: the documents show none for the board (it was local); these follow the dashboard's style. */
  created: 'Métrica criada com sucesso.',
  updated: 'Métrica atualizada com sucesso.',
  deleted: 'Métrica excluída com sucesso.',
  moved: (column: string) => `Card movido para ${column}.`,
  saveFailed: 'Não foi possível salvar a métrica.',
  deleteFailed: 'Não foi possível excluir a métrica.',
  moveFailed: 'Não foi possível mover o card.',
  loadFailed: 'Não foi possível carregar o board.',
  notFound: 'Card não encontrado.',
} as const;

/** Empty optional fields are left out (admin-area.md §5), so "no unit" is the field's absence. */
export const BoardCardBody = Type.Object(
  {
    title: requiredText(BOARD_TEXTS.titleRequired),
    description: optionalText(TEXT_LIMITS.long),
    type: Type.Enum(CARD_TYPES),
    priority: Type.Enum(CARD_PRIORITIES),
    assignee: optionalText(),
    dueDate: Type.Optional(isoDate()),
    value: Type.Optional(Type.Number({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT })),
    target: Type.Optional(Type.Number({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT })),
    unit: optionalText(30),
  },
  { additionalProperties: false },
);
export type BoardCardBody = Static<typeof BoardCardBody>;

export const BoardCardView = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  type: Type.Enum(CARD_TYPES),
  priority: Type.Enum(CARD_PRIORITIES),
  assignee: Type.Optional(Type.String()),
  dueDate: Type.Optional(Type.String()),
  value: Type.Optional(Type.Number()),
  target: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
  column: Type.Enum(BOARD_COLUMN_IDS),
  /** position inside the column, smallest first */
  order: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type BoardCardView = Static<typeof BoardCardView>;

/**
 * `POST /api/board-cards/:id/move`. Without an index the card goes to the end of the column (what a drop
 * does); moving to the column it is already in changes nothing.
 */
export const BoardMoveBody = Type.Object(
  { column: Type.Enum(BOARD_COLUMN_IDS), index: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) },
  { additionalProperties: false },
);
export type BoardMoveBody = Static<typeof BoardMoveBody>;

/** value ÷ target × 100, between 0 and 100; null when the card has no value or no positive target. */
export function cardProgress(card: { value?: number; target?: number }): number | null {
  if (card.value === undefined || card.target === undefined || card.target <= 0) return null;
  return Math.max(0, Math.min(100, Math.round((card.value / card.target) * 100)));
}
