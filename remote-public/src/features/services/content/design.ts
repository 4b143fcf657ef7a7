import { Brush, Package, PenTool, Presentation, Printer, Signpost } from 'lucide-react';
import type { ServiceContent } from '../types';

export const design: ServiceContent = {
  slug: 'design',
  lead: 'Peças que fazem o seu negócio parecer tão profissional quanto ele é: do cartão de visita à fachada, com a mesma voz visual em cada detalhe.',
  metaDescription:
    'Design criativo para pequenos negócios: design gráfico, impressos, embalagens, ilustração, apresentações e sinalização com a cara da sua marca.',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'O que fazemos',
      title: 'Seis frentes de design para a sua marca aparecer bem',
      intro: 'Contrate uma peça ou um pacote. Tudo sai pronto para usar: arquivos para a gráfica, para as redes e para o site.',
      items: [
        { icon: PenTool, title: 'Design Gráfico', text: 'Peças para campanhas, anúncios, cardápios e comunicação interna, todas com a identidade da sua marca.' },
        { icon: Printer, title: 'Materiais Impressos', text: 'Cartões, folders, catálogos e papelaria com arquivos fechados e acompanhamento da produção na gráfica.' },
        { icon: Package, title: 'Embalagens', text: 'Rótulos, caixas e sacolas que se destacam na prateleira e tornam o unboxing parte da experiência.' },
        { icon: Brush, title: 'Ilustração', text: 'Ilustrações e ícones exclusivos que dão personalidade à marca e não aparecem em nenhum banco de imagens.' },
        { icon: Presentation, title: 'Apresentações', text: 'Propostas comerciais e pitch decks claros e bonitos, que ajudam você a fechar negócios.' },
        { icon: Signpost, title: 'Sinalização', text: 'Fachadas, placas e ambientação para que a experiência com a sua marca comece já na porta.' },
      ],
    },
    {
      kind: 'steps',
      eyebrow: 'Nossa abordagem',
      title: 'Três passos, nenhuma surpresa',
      items: [
        { title: 'Imersão', text: 'Uma conversa de uma hora para entender o objetivo da peça, o público e onde ela vai ser usada.' },
        { title: 'Criação', text: 'Apresentamos duas direções visuais com justificativa. Você escolhe e comenta; nós refinamos.' },
        { title: 'Entrega', text: 'Arquivos finais em todos os formatos, testados na gráfica ou na plataforma, com até duas rodadas de ajuste incluídas.' },
      ],
    },
    {
      kind: 'chips',
      eyebrow: 'Ferramentas',
      title: 'As ferramentas do dia a dia do estúdio',
      intro: 'Trabalhamos com o padrão do mercado, então os arquivos que você recebe abrem em qualquer gráfica ou agência.',
      items: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'After Effects', 'Procreate'],
    },
  ],
  cta: {
    title: 'Precisa de uma peça que faça a diferença?',
    text: 'Conte o que você precisa e receba uma proposta com prazo e valor fechados em até 24 horas.',
  },
};
