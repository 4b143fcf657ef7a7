import type { CaseStudySlug, ServiceSlug } from './routes';

/**
 * The studio's facts in one place: the public pages render them and the chat assistant is grounded on them.
 * Long-form page copy lives with the pages; what must agree everywhere lives here.
 */
export const STUDIO_NAME = 'Estúdio Criativo';
export const STUDIO_TAGLINE = 'Design & Branding';
export const STUDIO_HEADLINE = 'Transformamos sua marca em sucesso';
export const STUDIO_PITCH =
  'Estúdio de design e branding que cria identidades visuais e estratégias de redes sociais para pequenos negócios.';

/** Headline figures of the studio (home hero). */
export const STUDIO_FACTS = [
  { value: '+120', label: 'marcas criadas' },
  { value: '8 anos', label: 'de estúdio' },
  { value: '4,9/5', label: 'de avaliação dos clientes' },
];

export interface ServiceInfo {
  slug: ServiceSlug;
  title: string;
  summary: string;
  highlights: string[];
}

export const SERVICES: ServiceInfo[] = [
  {
    slug: 'design',
    title: 'Design Criativo',
    summary: 'Peças gráficas, materiais impressos e digitais que comunicam com clareza e fazem sua marca ser lembrada.',
    highlights: ['Design gráfico', 'Materiais impressos', 'Embalagens', 'Ilustração', 'Apresentações', 'Sinalização'],
  },
  {
    slug: 'brand-identity',
    title: 'Identidade de Marca',
    summary: 'Logotipo, paleta, tipografia e manual de marca para um negócio que se apresenta com consistência em todo lugar.',
    highlights: ['Logotipo', 'Paleta de cores', 'Tipografia', 'Manual da marca', 'Papelaria', 'Aplicações'],
  },
  {
    slug: 'social-media',
    title: 'Estratégia de Social Media',
    summary: 'Planejamento, conteúdo e gestão de Instagram, Facebook e LinkedIn com foco em seguidores que viram clientes.',
    highlights: ['Planejamento de conteúdo', 'Gestão de perfis', 'Criação de posts e reels', 'Anúncios', 'Relatórios', 'Atendimento'],
  },
  {
    slug: 'digital-experience',
    title: 'Experiência Digital',
    summary: 'Sites e landing pages rápidos, acessíveis e pensados para converter visitantes em pedidos de orçamento.',
    highlights: ['Sites institucionais', 'Landing pages', 'E-commerce', 'UX/UI', 'Performance', 'SEO técnico'],
  },
];

export interface CaseStudyInfo {
  slug: CaseStudySlug;
  title: string;
  client: string;
  category: string;
  /** months, as public-site.md §2 lists them */
  durationMonths: number;
  year: 2024;
  summary: string;
  tags: string[];
  /** the three headline figures of the case (results box) */
  results: CaseStudyResult[];
}

export interface CaseStudyResult {
  value: string;
  label: string;
}

export const CASE_STUDIES: CaseStudyInfo[] = [
  {
    slug: 'harmonius-blend',
    title: 'Harmonius Blend',
    client: 'Harmonius Blend Chás e Infusões',
    category: 'Branding',
    durationMonths: 6,
    year: 2024,
    summary: 'Marca, embalagens e redes sociais para uma linha de chás artesanais que queria sair das feiras e chegar ao varejo.',
    tags: ['Branding', 'Embalagem', 'Social Media'],
    results: [{ value: '+320%', label: 'vendas no e-commerce' }, { value: '42', label: 'pontos de venda no varejo' }, { value: '+18 mil', label: 'seguidores no Instagram' }],
  },
  {
    slug: 'startup-tecnologia',
    title: 'Startup de Tecnologia',
    client: 'Nuvia Tecnologia',
    category: 'Identidade Visual',
    durationMonths: 3,
    year: 2024,
    summary: 'Identidade visual e site para uma startup de software que precisava parecer grande diante de investidores.',
    tags: ['Identidade Visual', 'Site', 'Pitch deck'],
    results: [{ value: 'R$ 4 mi', label: 'captados na rodada seed' }, { value: '+210%', label: 'pedidos de demonstração' }, { value: '3 semanas', label: 'para lançar o novo site' }],
  },
  {
    slug: 'restaurante-sabor-arte',
    title: 'Restaurante Sabor & Arte',
    client: 'Restaurante Sabor & Arte',
    category: 'Branding',
    durationMonths: 5,
    year: 2024,
    summary: 'Reposicionamento de marca, cardápio e Instagram de um restaurante de cozinha autoral.',
    tags: ['Branding', 'Cardápio', 'Instagram'],
    results: [{ value: '+65%', label: 'reservas por mês' }, { value: '+140%', label: 'engajamento no Instagram' }, { value: '4,8★', label: 'nota média nas avaliações' }],
  },
  {
    slug: 'clinica-odontologica',
    title: 'Clínica Odontológica',
    client: 'Clínica Sorriso Pleno',
    category: 'Identidade Visual',
    durationMonths: 4,
    year: 2024,
    summary: 'Identidade limpa e acolhedora, sinalização e conteúdo educativo para uma clínica odontológica de bairro.',
    tags: ['Identidade Visual', 'Sinalização', 'Conteúdo'],
    results: [{ value: '+90%', label: 'agendamentos pelo site' }, { value: '+2.500', label: 'pacientes novos no ano' }, { value: '4,9★', label: 'avaliação no Google' }],
  },
  {
    slug: 'academia-fitness-plus',
    title: 'Academia Fitness Plus',
    client: 'Academia Fitness Plus',
    category: 'Social Media',
    durationMonths: 4,
    year: 2024,
    summary: 'Estratégia de redes sociais e campanhas de matrícula para uma academia que disputava alunos com grandes redes.',
    tags: ['Social Media', 'Campanhas', 'Reels'],
    results: [{ value: '+480', label: 'matrículas na campanha' }, { value: '+250%', label: 'alcance no Instagram' }, { value: '-35%', label: 'custo por lead' }],
  },
  {
    slug: 'ecommerce-moda-feminina',
    title: 'E-commerce Moda Feminina',
    client: 'Ateliê Flor de Lis',
    category: 'Experiência Digital',
    durationMonths: 8,
    year: 2024,
    summary: 'Loja virtual, identidade e fotografia de produto para uma marca de moda feminina que vendia só pelo direct.',
    tags: ['E-commerce', 'UX/UI', 'Branding'],
    results: [{ value: '+270%', label: 'faturamento online' }, { value: '3,4%', label: 'taxa de conversão' }, { value: '-40%', label: 'abandono de carrinho' }],
  },
  {
    slug: 'cafeteria-aroma-sabor',
    title: 'Cafeteria Aroma & Sabor',
    client: 'Cafeteria Aroma & Sabor',
    category: 'Branding',
    durationMonths: 3.5,
    year: 2024,
    summary: 'Marca, embalagens para viagem e lançamento no Instagram de uma cafeteria especial.',
    tags: ['Branding', 'Embalagem', 'Lançamento'],
    results: [{ value: '+8 mil', label: 'seguidores no lançamento' }, { value: '+55%', label: 'ticket médio' }, { value: '1.200', label: 'cafés na 1ª semana' }],
  },
];

/** How a project goes, in the order the studio works. */
export const PROCESS_STEPS = [
  { title: 'Pesquisa', text: 'Entendemos o seu negócio, o público e a concorrência antes de desenhar qualquer coisa.' },
  { title: 'Conceito', text: 'Definimos a ideia central da marca e o tom que ela vai usar em todos os canais.' },
  { title: 'Criação', text: 'Desenhamos logotipo, paleta, tipografia e peças, com rodadas de ajuste junto com você.' },
  { title: 'Aplicação', text: 'Entregamos os arquivos, o manual e as peças prontas para redes, impressos e site.' },
];

/** "3.5" → "3,5 meses" */
export function formatDuration(months: number): string {
  return `${String(months).replace('.', ',')} ${months === 1 ? 'mês' : 'meses'}`;
}
