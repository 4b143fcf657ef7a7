import { BarChart3, CalendarDays, Clapperboard, Images, MessagesSquare, Target } from 'lucide-react';
import type { ServiceContent } from '../types';

export const socialMedia: ServiceContent = {
  slug: 'social-media',
  lead: 'Planejamento, conteúdo e gestão de Instagram, Facebook e LinkedIn com um foco só: transformar seguidores em clientes.',
  metaDescription:
    'Estratégia de social media para pequenos negócios: planejamento, posts, reels, gestão de comunidade, anúncios e relatórios, com resultados de +250% em seguidores.',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'Serviços',
      title: 'Redes sociais que trabalham pelo seu negócio',
      items: [
        { icon: CalendarDays, title: 'Planejamento de Conteúdo', text: 'Calendário mensal com temas, formatos e datas, alinhado às metas e à sazonalidade do seu negócio.' },
        { icon: Images, title: 'Posts e Carrosséis', text: 'Design e texto de cada publicação, com a identidade da marca e chamadas que geram conversa.' },
        { icon: Clapperboard, title: 'Reels e Vídeos Curtos', text: 'Roteiros, captação orientada e edição de vídeos que aumentam o alcance e mostram os bastidores.' },
        { icon: MessagesSquare, title: 'Gestão de Comunidade', text: 'Respostas a comentários e mensagens no tom da marca, para nenhum cliente em potencial ficar sem retorno.' },
        { icon: Target, title: 'Anúncios Pagos', text: 'Campanhas no Instagram e no Facebook com público, orçamento e criativos testados para gerar contatos.' },
        { icon: BarChart3, title: 'Relatórios e Análise', text: 'Relatório mensal com o que funcionou, o que mudar e quanto cada real investido trouxe de retorno.' },
      ],
    },
    {
      kind: 'phases',
      eyebrow: 'Como funciona',
      title: 'Três fases para crescer com consistência',
      items: [
        {
          label: 'Fase 1 · Mês 1',
          title: 'Diagnóstico e estratégia',
          text: 'Auditoria dos perfis e definição do plano.',
          points: ['Análise de perfis e concorrentes', 'Definição de público e metas', 'Linha editorial e identidade para redes'],
        },
        {
          label: 'Fase 2 · Meses 2 e 3',
          title: 'Produção e publicação',
          text: 'Conteúdo constante e com qualidade.',
          points: ['Calendário e aprovações semanais', 'Posts, carrosséis e reels', 'Gestão de comentários e mensagens'],
        },
        {
          label: 'Fase 3 · A partir do mês 4',
          title: 'Otimização e escala',
          text: 'Mais do que funciona, menos do que não funciona.',
          points: ['Anúncios para os melhores conteúdos', 'Testes de formatos e horários', 'Relatórios com metas revisadas'],
        },
      ],
    },
    {
      kind: 'stats',
      eyebrow: 'Resultados',
      title: 'O que nossos clientes conquistam',
      note: 'Média dos clientes com gestão contínua por seis meses ou mais, em relação ao mês anterior ao início do trabalho.',
      items: [
        { value: '+250%', label: 'seguidores' },
        { value: '+180%', label: 'engajamento' },
        { value: '+300%', label: 'leads qualificados' },
      ],
    },
  ],
  cta: {
    title: 'Vamos fazer o seu perfil vender?',
    text: 'Receba uma análise gratuita do seu Instagram junto com a proposta personalizada.',
  },
};
