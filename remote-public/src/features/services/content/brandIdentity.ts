import type { ServiceContent } from '../types';

export const brandIdentity: ServiceContent = {
  slug: 'brand-identity',
  lead: 'Logotipo, cores, tipografia e manual da marca pensados a partir do seu público, para o seu negócio ser reconhecido e lembrado em qualquer lugar.',
  metaDescription:
    'Identidade de marca para pequenos negócios: processo em seis etapas, logotipo, paleta, tipografia, papelaria e manual da marca completo.',
  blocks: [
    {
      kind: 'steps',
      eyebrow: 'Processo',
      title: 'Seis etapas da primeira conversa ao manual pronto',
      intro: 'Um método testado em mais de cem marcas, com aprovação sua no fim de cada etapa.',
      items: [
        { title: 'Diagnóstico', text: 'Reunião de briefing para entender a história, os valores, os objetivos e os desafios do negócio.' },
        { title: 'Pesquisa de mercado', text: 'Análise de concorrentes e referências para encontrar o espaço onde a sua marca pode se destacar.' },
        { title: 'Plataforma de marca', text: 'Propósito, personalidade e tom de voz definidos por escrito, a base de todas as decisões visuais.' },
        { title: 'Criação do logotipo', text: 'Exploração de caminhos, apresentação das melhores propostas e refinamento da escolhida.' },
        { title: 'Sistema visual', text: 'Paleta de cores, tipografia, grafismos e estilo de imagem que fazem a marca funcionar em conjunto.' },
        { title: 'Manual e entrega', text: 'Manual da marca, arquivos organizados e uma sessão para o seu time aplicar tudo com segurança.' },
      ],
    },
    {
      kind: 'phases',
      eyebrow: 'Fases de desenvolvimento',
      title: 'Oito semanas, três fases',
      items: [
        {
          label: 'Fase 1 · Semanas 1 e 2',
          title: 'Estratégia',
          text: 'Entendemos o negócio antes de desenhar qualquer linha.',
          points: ['Briefing e entrevistas', 'Pesquisa de concorrentes', 'Plataforma de marca'],
        },
        {
          label: 'Fase 2 · Semanas 3 a 6',
          title: 'Design',
          text: 'Transformamos a estratégia em um sistema visual completo.',
          points: ['Propostas de logotipo', 'Paleta e tipografia', 'Testes de aplicação'],
        },
        {
          label: 'Fase 3 · Semanas 7 e 8',
          title: 'Implementação',
          text: 'Deixamos a marca pronta para o dia a dia.',
          points: ['Papelaria e templates', 'Manual da marca', 'Treinamento da equipe'],
        },
      ],
    },
    {
      kind: 'lists',
      eyebrow: 'Entregáveis',
      title: 'Tudo o que você recebe',
      lists: [
        {
          title: 'Identidade visual',
          items: ['Logotipo principal e versões', 'Símbolo e assinatura reduzida', 'Paleta de cores', 'Tipografia principal e de apoio', 'Grafismos e padrões'],
        },
        {
          title: 'Papelaria e aplicações',
          items: ['Cartão de visita', 'Papel timbrado e assinatura de e-mail', 'Templates para redes sociais', 'Capa e destaques do Instagram', 'Uniforme e sinalização básica'],
        },
        {
          title: 'Manual e arquivos',
          items: ['Manual da marca em PDF', 'Arquivos em vetor, PNG e SVG', 'Guia de tom de voz', 'Sessão de apresentação ao time'],
        },
      ],
    },
    { kind: 'back', to: '/projects', label: 'Voltar aos Projetos' },
  ],
  cta: {
    title: 'Pronto para ter uma marca à altura do seu negócio?',
    text: 'Responda ao nosso quiz de sete perguntas e receba uma proposta de identidade sob medida.',
  },
};
