import { Accessibility, Building2, LayoutTemplate, MousePointerClick, Search, ShoppingBag } from 'lucide-react';
import type { ServiceContent } from '../types';

export const digitalExperience: ServiceContent = {
  slug: 'digital-experience',
  lead: 'Sites e lojas virtuais rápidos, acessíveis e pensados para transformar visitantes em pedidos de orçamento e vendas.',
  metaDescription:
    'Experiência digital para pequenos negócios: sites institucionais, landing pages, e-commerce, UX/UI, acessibilidade e SEO técnico com alta performance.',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Especialidades',
      title: 'Seis especialidades para a sua presença digital',
      items: [
        { icon: Building2, title: 'Sites Institucionais', text: 'Um site que apresenta o seu negócio com clareza e deixa o contato a um clique de distância.' },
        { icon: LayoutTemplate, title: 'Landing Pages', text: 'Páginas de campanha focadas em uma única ação, prontas para anúncios e lançamentos.' },
        { icon: ShoppingBag, title: 'E-commerce', text: 'Lojas virtuais com catálogo, pagamento e frete integrados, fáceis de administrar no dia a dia.' },
        { icon: MousePointerClick, title: 'UX/UI Design', text: 'Fluxos e interfaces desenhados a partir de como o seu cliente realmente navega e compra.' },
        { icon: Accessibility, title: 'Acessibilidade', text: 'Sites que todo mundo consegue usar, inclusive por teclado e leitores de tela, seguindo a WCAG.' },
        { icon: Search, title: 'SEO Técnico', text: 'Estrutura, velocidade e conteúdo preparados para o seu negócio aparecer nas buscas do Google.' },
      ],
    },
    {
      kind: 'lists',
      eyebrow: 'Qualidade',
      title: 'Experiência do usuário e performance',
      intro: 'Um site bonito que demora para abrir perde clientes. Por isso os dois lados andam juntos em todo projeto.',
      lists: [
        {
          title: 'Experiência do usuário',
          items: ['Pesquisa com clientes reais', 'Arquitetura de informação', 'Protótipos navegáveis', 'Testes de usabilidade', 'Acessibilidade WCAG AA'],
        },
        {
          title: 'Performance',
          items: ['Carregamento em menos de 2 segundos', 'Nota acima de 90 no Lighthouse', 'Imagens otimizadas e carregadas sob demanda', 'Core Web Vitals no verde', 'Monitoramento depois do lançamento'],
        },
      ],
    },
    {
      kind: 'phases',
      eyebrow: 'Fases',
      title: 'Do rascunho ao site no ar',
      items: [
        {
          label: 'Fase 1 · 1 a 2 semanas',
          title: 'Descoberta',
          text: 'Objetivos, público e conteúdo definidos antes do layout.',
          points: ['Workshop de objetivos', 'Mapa do site', 'Plano de conteúdo'],
        },
        {
          label: 'Fase 2 · 2 a 3 semanas',
          title: 'Design e protótipo',
          text: 'Você navega pelo site antes de ele existir.',
          points: ['Wireframes', 'Layout de todas as páginas', 'Protótipo navegável para validação'],
        },
        {
          label: 'Fase 3 · 2 a 4 semanas',
          title: 'Desenvolvimento e lançamento',
          text: 'Código limpo, testes e publicação acompanhada.',
          points: ['Desenvolvimento responsivo', 'Testes de velocidade e acessibilidade', 'Publicação e treinamento'],
        },
      ],
    },
    {
      kind: 'chips',
      eyebrow: 'Tecnologias',
      title: 'Tecnologias que usamos',
      intro: 'Escolhemos a tecnologia pelo tamanho do projeto e por quem vai cuidar do site depois da entrega.',
      items: ['React', 'Next.js', 'TypeScript', 'WordPress', 'Shopify', 'Webflow', 'Figma', 'Google Analytics 4'],
    },
  ],
  cta: {
    title: 'Seu próximo site pode vender por você',
    text: 'Conte sobre o seu negócio e receba uma proposta com escopo, prazo e investimento definidos.',
  },
};
