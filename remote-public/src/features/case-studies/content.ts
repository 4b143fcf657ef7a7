import type { CaseStudySlug } from '@studio/contracts/routes';

/** The long-form copy of a case study page; the facts (client, duration, results...) live in contracts/studio. */
export interface CaseStudyCopy {
  intro: string;
  cards: { objective: string; concept: string; design: string };
  /** the project-objective text, one string per paragraph */
  objective: string[];
  /** what happened in each of the four steps: research, concept, creation, application */
  process: [string, string, string, string];
  identity: string[];
  applications: string[];
  testimonial: { quote: string; author: string; role: string };
}

export const CASE_STUDY_COPY: Record<CaseStudySlug, CaseStudyCopy> = {
  'harmonius-blend': {
    intro:
      'Uma linha de chás artesanais que vendia bem nas feiras de Campinas, mas não tinha cara de produto de prateleira. Criamos a marca, as embalagens e a presença digital que levaram a Harmonius Blend para 42 empórios e para o e-commerce próprio.',
    cards: {
      objective: 'Sair das feiras e entrar no varejo premium sem perder o jeito artesanal que encantava os clientes.',
      concept: '“O ritual da pausa”: cada blend como um convite para desacelerar, com a natureza como protagonista.',
      design: 'Verde-floresta, dourado e papel cru; ilustrações botânicas feitas à mão e uma tipografia serifada elegante.',
    },
    objective: [
      'A fundadora, Marina, produzia blends excelentes, mas as embalagens eram sacos kraft com etiqueta impressa em casa. Compradores de empórios elogiavam o chá e recusavam o produto.',
      'O desafio era construir uma marca que justificasse um preço premium na prateleira e, ao mesmo tempo, contasse a história artesanal por trás de cada mistura.',
    ],
    process: [
      'Visitamos três empórios, analisamos 40 marcas concorrentes e entrevistamos clientes fiéis da feira para entender o que os fazia voltar.',
      'Do “ritual da pausa” nasceram o tom de voz calmo, a paleta inspirada na mata e o uso de ilustração como assinatura.',
      'Logotipo com monograma de folha, sistema de cores por linha de sabor e doze ilustrações botânicas exclusivas.',
      'Embalagens, tags, site de vendas e um calendário de conteúdo para os três primeiros meses no Instagram.',
    ],
    identity: ['Logotipo e monograma de folha', 'Paleta por linha de sabor', 'Tipografia serifada e de apoio', 'Doze ilustrações botânicas', 'Manual da marca'],
    applications: ['Latas e sachês para o varejo', 'Tags e cartões de degustação', 'Expositor de balcão', 'Loja virtual', 'Templates para Instagram'],
    testimonial: {
      quote:
        'Eu tinha um produto bom escondido num saquinho. Hoje os compradores me procuram. A marca fez o trabalho de vendedor que eu não conseguia fazer.',
      author: 'Marina Albuquerque',
      role: 'Fundadora da Harmonius Blend',
    },
  },
  'startup-tecnologia': {
    intro:
      'A Nuvia desenvolve software de gestão para clínicas e ia enfrentar sua primeira rodada de investimento com um logotipo feito em dez minutos. Em três meses, entregamos identidade, site e pitch deck à altura do produto.',
    cards: {
      objective: 'Transmitir solidez e tecnologia para investidores e clientes, parecendo maior do que os 12 funcionários.',
      concept: '“Clareza que escala”: formas simples, que funcionam do ícone do app ao painel do evento.',
      design: 'Azul-profundo com ciano elétrico, grid modular, ícones próprios e uma tipografia geométrica.',
    },
    objective: [
      'A Nuvia tinha tração real, com 300 clínicas pagantes, mas a marca não acompanhava o produto: cada material tinha uma cor e o site parecia um modelo pronto.',
      'Com a rodada seed marcada, precisávamos de uma identidade que passasse confiança a investidores e que o time conseguisse aplicar sozinho depois da entrega.',
    ],
    process: [
      'Entrevistas com fundadores, clientes e dois investidores, além de uma auditoria de tudo o que a empresa já tinha publicado.',
      'Definimos “clareza que escala” como ideia central e um tom de voz direto, sem jargão técnico.',
      'Símbolo a partir da letra N, sistema de ícones, biblioteca de componentes no Figma e animações para o produto.',
      'Site institucional, pitch deck de 14 slides, templates comerciais e guia para o time de produto.',
    ],
    identity: ['Símbolo e logotipo', 'Paleta digital e acessível', 'Tipografia geométrica', 'Biblioteca de ícones', 'Guia de marca em Figma'],
    applications: ['Site institucional', 'Pitch deck para investidores', 'Interface do aplicativo', 'Apresentações comerciais', 'Estande para eventos'],
    testimonial: {
      quote:
        'Entramos na sala de investidores com uma marca que parecia de empresa grande. O deck ficou tão claro que duas pessoas pediram o arquivo no fim da reunião.',
      author: 'Rafael Nogueira',
      role: 'CEO e cofundador da Nuvia',
    },
  },
  'restaurante-sabor-arte': {
    intro:
      'Cozinha autoral excelente, salão bonito e mesas vazias durante a semana. Reposicionamos o Sabor & Arte com uma marca que fala de comida feita com tempo e um Instagram que dá fome.',
    cards: {
      objective: 'Encher o salão de segunda a quinta e tornar o restaurante conhecido fora do bairro.',
      concept: '“Cozinha de autor, mesa de casa”: sofisticação sem cerimônia, com o chef como anfitrião.',
      design: 'Vermelho-terracota, creme e mostarda; pinceladas que lembram molho no prato e uma serifa calorosa.',
    },
    objective: [
      'O restaurante vivia cheio aos sábados e vazio no resto da semana. A comunicação era feita de fotos de celular e promoções que desvalorizavam os pratos.',
      'O objetivo era mostrar o valor da cozinha autoral, atrair um público disposto a pagar por uma experiência e criar motivos para visitar durante a semana.',
    ],
    process: [
      'Jantamos no restaurante, ouvimos a equipe de salão e mapeamos o que clientes diziam nas avaliações online.',
      'Construímos o conceito em torno do chef Paulo e de uma experiência acolhedora, longe do formal e do fast-food.',
      'Nova marca, cardápio redesenhado com pratos-assinatura em destaque e direção de fotografia dos pratos.',
      'Sinalização do salão, cardápio, uniformes e um plano de conteúdo com o “Jantar de Quinta” como campanha fixa.',
    ],
    identity: ['Logotipo e assinatura do chef', 'Paleta inspirada nos ingredientes', 'Tipografia serifada calorosa', 'Grafismos em pinceladas', 'Direção de fotografia'],
    applications: ['Cardápio e carta de vinhos', 'Fachada e sinalização interna', 'Uniformes da equipe', 'Perfil e destaques do Instagram', 'Campanha “Jantar de Quinta”'],
    testimonial: {
      quote:
        'As quintas-feiras viraram a noite mais disputada da casa. As pessoas chegam dizendo que viram o prato no Instagram e já sabem o que vão pedir.',
      author: 'Paulo Henrique Sales',
      role: 'Chef e proprietário do Sabor & Arte',
    },
  },
  'clinica-odontologica': {
    intro:
      'A Clínica Sorriso Pleno tinha ótimos dentistas e uma imagem que lembrava consultório de hospital. Criamos uma identidade limpa e acolhedora, sinalização e conteúdo educativo que tiraram o medo da primeira consulta.',
    cards: {
      objective: 'Atrair famílias do bairro e reduzir as desistências de quem tem medo de dentista.',
      concept: '“Cuidado que acalma”: uma clínica moderna que fala com leveza e explica cada etapa.',
      design: 'Azul-claro, verde-menta e muito branco; formas arredondadas e ilustrações simpáticas.',
    },
    objective: [
      'A clínica atendia bem quem chegava, mas pouca gente chegava. Pesquisas mostraram que o principal obstáculo era o medo, e a comunicação fria reforçava esse sentimento.',
      'Queríamos uma marca que transmitisse técnica e, ao mesmo tempo, acolhimento, além de conteúdo que respondesse às dúvidas que afastam os pacientes.',
    ],
    process: [
      'Entrevistamos pacientes e não pacientes, visitamos a recepção em horário de pico e estudamos clínicas de referência.',
      'Chegamos ao “cuidado que acalma”: linguagem simples, sorrisos reais e nenhuma imagem de instrumento.',
      'Símbolo sorridente, paleta suave, ícones de tratamentos e uma série de ilustrações para o público infantil.',
      'Sinalização da clínica, site com agendamento online e uma série de posts educativos no Instagram.',
    ],
    identity: ['Símbolo e logotipo', 'Paleta em azul e menta', 'Tipografia arredondada', 'Ícones de tratamentos', 'Ilustrações para crianças'],
    applications: ['Sinalização e fachada', 'Site com agendamento online', 'Kit de boas-vindas do paciente', 'Posts educativos', 'Uniformes e crachás'],
    testimonial: {
      quote:
        'Os pacientes chegam mais tranquilos, porque já leram no nosso Instagram como funciona o tratamento. A agenda do site lotou antes do que imaginávamos.',
      author: 'Dra. Camila Ferraz',
      role: 'Diretora clínica da Sorriso Pleno',
    },
  },
  'academia-fitness-plus': {
    intro:
      'Uma academia de bairro disputando alunos com duas grandes redes a menos de um quilômetro. Criamos a estratégia de redes sociais e as campanhas de matrícula que transformaram a Fitness Plus na academia da comunidade.',
    cards: {
      objective: 'Aumentar as matrículas sem entrar na guerra de preços das grandes redes.',
      concept: '“Aqui você é chamado pelo nome”: a força de uma academia onde professor conhece aluno.',
      design: 'Preto, verde-limão e laranja; diagonais, tipografia condensada e fotos reais dos alunos.',
    },
    objective: [
      'A Fitness Plus perdia alunos para academias de baixo custo. Competir em preço era impossível, mas a academia tinha algo que as redes não tinham: atendimento próximo.',
      'O objetivo era tornar essa diferença visível nas redes sociais e converter seguidores em visitas e matrículas.',
    ],
    process: [
      'Analisamos os perfis das concorrentes, o funil de matrículas e conversamos com alunos antigos e com quem cancelou.',
      'A ideia de “ser chamado pelo nome” guiou a linha editorial: alunos reais, professores como protagonistas, conquistas celebradas.',
      'Identidade visual para redes, roteiros de reels, séries de conteúdo fixas e peças para anúncios.',
      'Gestão diária dos perfis, campanha de matrícula com aula experimental e relatórios quinzenais com a equipe.',
    ],
    identity: ['Identidade para redes sociais', 'Tipografia condensada', 'Sistema de diagonais e cores', 'Selo “Aluno do Mês”', 'Guia de fotografia'],
    applications: ['Reels e séries semanais', 'Campanha de matrícula', 'Anúncios no Instagram e Facebook', 'Materiais para a recepção', 'Camisetas da equipe'],
    testimonial: {
      quote:
        'Nunca tivemos tantas aulas experimentais marcadas. E quem chega já conhece os professores pelos vídeos, então fechar a matrícula ficou fácil.',
      author: 'Eduardo Martins',
      role: 'Sócio da Academia Fitness Plus',
    },
  },
  'ecommerce-moda-feminina': {
    intro:
      'O Ateliê Flor de Lis vendia vestidos autorais só pelo direct do Instagram, com pedidos anotados num caderno. Em oito meses, criamos a loja virtual, refinamos a marca e dirigimos as fotos que fazem as peças venderem sozinhas.',
    cards: {
      objective: 'Vender sem depender do direct e dar conta do crescimento sem perder o toque pessoal.',
      concept: '“Feito para você, escolhido por você”: a delicadeza do ateliê numa compra simples e segura.',
      design: 'Rosa-blush, vinho e dourado; arcos inspirados na vitrine do ateliê e muito espaço em branco.',
    },
    objective: [
      'A demanda crescia, mas cada venda exigia dezenas de mensagens. Clientes desistiam esperando resposta e a fundadora passava o dia no celular em vez de criar.',
      'O objetivo era uma loja virtual bonita e fácil de usar, com uma marca consistente do Instagram à embalagem.',
    ],
    process: [
      'Analisamos 600 conversas do direct para entender dúvidas recorrentes, medidas e motivos de desistência.',
      'O conceito uniu a exclusividade do ateliê à praticidade de uma compra online sem atrito.',
      'Refinamento do logotipo, sistema visual, protótipo da loja testado com clientes e direção das fotos de produto.',
      'Loja virtual com guia de medidas, embalagens, cartões de agradecimento e réguas de e-mail.',
    ],
    identity: ['Logotipo refinado', 'Paleta blush, vinho e dourado', 'Tipografia serifada itálica', 'Grafismos em arco', 'Direção de fotografia'],
    applications: ['Loja virtual responsiva', 'Guia de medidas interativo', 'Embalagens e cartões', 'E-mails de carrinho e pós-venda', 'Lookbook digital'],
    testimonial: {
      quote:
        'Eu passava o dia respondendo mensagens. Hoje a loja vende enquanto eu desenho a próxima coleção, e as clientes elogiam até a caixa.',
      author: 'Luíza Prado',
      role: 'Estilista e fundadora do Ateliê Flor de Lis',
    },
  },
  'cafeteria-aroma-sabor': {
    intro:
      'Uma cafeteria de cafés especiais abrindo as portas num bairro cheio de opções. Criamos a marca, as embalagens para viagem e um lançamento no Instagram que formou fila antes da inauguração.',
    cards: {
      objective: 'Chegar ao dia da inauguração com público e fazer o café especial parecer acessível.',
      concept: '“Um bom café muda o dia”: pequenos rituais, atendimento caloroso e origem do grão à vista.',
      design: 'Café, caramelo e creme; formas circulares vistas de cima e uma serifa robusta e amigável.',
    },
    objective: [
      'Os sócios, baristas premiados, tinham o café e o ponto, mas ninguém no bairro sabia que eles existiam. Faltavam seis semanas para a inauguração.',
      'Precisávamos de uma marca memorável e de um lançamento digital que gerasse curiosidade e movimento desde o primeiro dia.',
    ],
    process: [
      'Mapeamos as cafeterias do bairro, os hábitos de quem trabalha por perto e o que afasta as pessoas do café especial.',
      'O conceito trouxe o café especial para o dia a dia, sem pose: linguagem leve e o barista como guia.',
      'Logotipo com xícara vista de cima, copos e sacos de café para viagem e um cardápio que explica cada grão.',
      'Campanha de pré-lançamento com degustações, contagem regressiva no Instagram e sinalização da loja.',
    ],
    identity: ['Logotipo e símbolo da xícara', 'Paleta café e caramelo', 'Tipografia serifada robusta', 'Ícones de métodos de preparo', 'Padrão gráfico de grãos'],
    applications: ['Copos e sacos para viagem', 'Cardápio e quadro de giz', 'Cartão fidelidade', 'Campanha de inauguração', 'Fachada e sinalização'],
    testimonial: {
      quote:
        'No dia da inauguração tinha fila na calçada. Gente que a gente nunca tinha visto chegou dizendo que acompanhava a contagem regressiva.',
      author: 'Bruno e Letícia Araújo',
      role: 'Baristas e sócios da Aroma & Sabor',
    },
  },
};
