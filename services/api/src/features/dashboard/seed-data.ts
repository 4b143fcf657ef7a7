import type { BoardCardBody, BoardColumnId } from '@studio/contracts/board';
import type { ClientBody, SaleBody, SocialPostBody } from '@studio/contracts/dashboard';
import { addDays, monthStart } from './today';

/**
 * The documents' sample data (two posts, three clients, three sales, four board cards), dated around the day
 * the database is created so the summary cards are plausible on a fresh start: one post scheduled today,
 * two active clients of three, one paid sale this month, one card in each column.
 */
export function sampleData(today: string) {
  const posts: SocialPostBody[] = [
    {
      date: today,
      time: '10:00',
      client: 'Café Flor de Sal',
      platform: 'instagram',
      status: 'scheduled',
      content: 'Carrossel do novo cardápio de outono: os cinco pratos da estação, com chamada para reservas pelo direct.',
    },
    {
      date: addDays(today, 1),
      time: '14:30',
      client: 'Oliveira Advocacia',
      platform: 'linkedin',
      status: 'draft',
      content: 'Artigo: cinco cuidados jurídicos antes de abrir a sua empresa, com checklist para download.',
    },
  ];

  const clients: ClientBody[] = [
    {
      name: 'Mariana Costa',
      email: 'mariana@cafeflordesal.com.br',
      phone: '(11) 98765-4321',
      company: 'Café Flor de Sal',
      status: 'active',
      services: ['Social Media', 'Fotografia'],
      monthlyValue: 2500,
      startDate: '2024-03-01',
    },
    {
      name: 'Rafael Oliveira',
      email: 'rafael@oliveiraadvocacia.com.br',
      phone: '(21) 99876-5432',
      company: 'Oliveira Advocacia',
      status: 'active',
      services: ['Brand Identity', 'Web Design'],
      monthlyValue: 4200,
      startDate: '2024-06-15',
    },
    {
      name: 'Juliana Mendes',
      email: 'juliana@studioequilibrio.com.br',
      phone: '(31) 97654-3210',
      company: 'Studio Equilíbrio Pilates',
      status: 'lead',
      services: ['Social Media'],
      monthlyValue: 0,
    },
  ];

  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const sales: SaleBody[] = [
    {
      client: 'Oliveira Advocacia',
      service: 'Brand Identity',
      value: 8500,
      date: thisMonth,
      dueDate: addDays(thisMonth, 9),
      status: 'paid',
      description: 'Nova identidade visual com manual da marca e papelaria.',
    },
    {
      client: 'Café Flor de Sal',
      service: 'Social Media',
      value: 2500,
      date: today,
      dueDate: addDays(today, 15),
      status: 'pending',
      description: 'Gestão mensal de Instagram e Facebook.',
    },
    {
      client: 'Café Flor de Sal',
      service: 'Fotografia',
      value: 1800,
      date: lastMonth,
      dueDate: addDays(lastMonth, 9),
      status: 'overdue',
    },
  ];

  const cards: (BoardCardBody & { column: BoardColumnId })[] = [
    {
      title: 'Taxa de conversão do site',
      description: 'Pedidos de orçamento ÷ visitantes da home.',
      type: 'goal',
      priority: 'medium',
      value: 2.4,
      target: 3.5,
      unit: '%',
      assignee: 'Lucas Pereira',
      column: 'backlog',
    },
    {
      title: 'Seguidores no Instagram',
      description: 'Crescimento orgânico do perfil do estúdio.',
      type: 'metric',
      priority: 'high',
      value: 8.2,
      target: 10,
      unit: 'mil',
      assignee: 'Ana Souza',
      dueDate: addDays(today, 30),
      column: 'in-progress',
    },
    {
      title: 'Publicar 12 posts no mês',
      type: 'task',
      priority: 'medium',
      value: 9,
      target: 12,
      unit: 'posts',
      assignee: 'Beatriz Lima',
      column: 'review',
    },
    {
      title: 'Leads do orçamento online',
      type: 'metric',
      priority: 'low',
      value: 45,
      target: 40,
      unit: 'leads',
      column: 'completed',
    },
  ];

  return { posts, clients, sales, cards };
}
