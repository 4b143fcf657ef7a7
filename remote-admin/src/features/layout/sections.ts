import { BOARD_TEXTS } from '@studio/contracts/board';
import { DASHBOARD_TEXTS } from '@studio/contracts/dashboard';

export type SectionKey = 'dashboard' | 'kanban' | 'blog-posts' | 'projects' | 'leads';

export interface Section {
  key: SectionKey;
  /** sidebar label */
  label: string;
  /** header title and subtitle */
  title: string;
  subtitle: string;
  /** path under /admin ('' is the dashboard) */
  path: string;
}

/** The sidebar of admin-area.md §2, plus the leads the real product collects from the quiz. */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', label: 'Dashboard', title: DASHBOARD_TEXTS.title, subtitle: DASHBOARD_TEXTS.tagline, path: '' },
  { key: 'kanban', label: 'Kanban', title: BOARD_TEXTS.title, subtitle: BOARD_TEXTS.subtitle, path: 'kanban' },
  { key: 'blog-posts', label: 'Blog', title: 'Blog', subtitle: 'Escreva, revise e publique os artigos do site', path: 'blog-posts' },
  { key: 'projects', label: 'Projetos', title: 'Projetos', subtitle: 'Mantenha o portfólio do estúdio em dia', path: 'projects' },
  { key: 'leads', label: 'Leads', title: 'Leads', subtitle: 'Pedidos de orçamento recebidos pelo quiz do site', path: 'leads' },
];

export function sectionFor(pathname: string): Section {
  const rest = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return SECTIONS.find((s) => s.path === rest) ?? SECTIONS[0]!;
}

export const sectionHref = (s: Section) => (s.path ? `/admin/${s.path}` : '/admin');
