import type { CaseStudySlug, ServiceSlug } from '@studio/contracts/routes';

/**
 * What a visitor's message is about, for the offline assistant. Matching runs on a normalised text
 * (lower case, no accents, punctuation as spaces) so "Orçamento?", "orcamento" and "ORÇAMENTO" agree.
 */
export type Intent =
  | { kind: 'outOfScope' }
  | { kind: 'caseStudy'; slug: CaseStudySlug }
  | { kind: 'service'; slug: ServiceSlug }
  | { kind: 'price' }
  | { kind: 'timeline' }
  | { kind: 'process' }
  | { kind: 'portfolio' }
  | { kind: 'contact' }
  | { kind: 'hire' }
  | { kind: 'about' }
  | { kind: 'thanks' }
  | { kind: 'greeting' };

export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()} `;
}

// Patterns are matched against ` words separated by single spaces `, so ` word ` is a whole word.
const OUT_OF_SCOPE = /\b(aplicativos?|apps?|sistemas?|software|erp|crm|contab\w*|juridic\w*|advogad\w*|empregos?|vagas?|curriculo|estagio)\b/;

const CASE_STUDY_WORDS: [CaseStudySlug, RegExp][] = [
  ['harmonius-blend', /\b(harmonius|chas?|infus\w*)\b/],
  ['startup-tecnologia', /\b(startup|nuvia|investidores|pitch)\b/],
  ['restaurante-sabor-arte', /\b(restaurantes?|sabor arte|cardapio)\b/],
  ['clinica-odontologica', /\b(clinicas?|odonto\w*|dentistas?|sorriso pleno)\b/],
  ['academia-fitness-plus', /\b(academias?|fitness|alunos)\b/],
  ['ecommerce-moda-feminina', /\b(moda|flor de lis|roupas?|feminina)\b/],
  ['cafeteria-aroma-sabor', /\b(cafeterias?|cafe|aroma)\b/],
];

const SERVICE_WORDS: [ServiceSlug, RegExp][] = [
  ['brand-identity', /\b(logo\w*|identidade|branding|rebranding|marcas?|manual da marca|paleta|tipografia|papelaria)\b/],
  ['social-media', /\b(redes? socia\w*|social media|instagram|insta|facebook|linkedin|tiktok|posts?|reels|conteudos?|seguidores|engajamento|trafego|anuncios?|ads)\b/],
  ['digital-experience', /\b(sites?|website|landing( page)?|e ?commerce|loja (virtual|online)|ux|ui|seo|experiencia digital)\b/],
  ['design', /\b(design grafico|design criativo|materia(l|is)|impressos?|embalage\w*|ilustra\w*|apresenta\w*|sinaliza\w*|folder|flyer|panfletos?|banners?|cartao de visita|cartoes)\b/],
];

const TOPICS: [Intent['kind'], RegExp][] = [
  ['price', /\b(precos?|quanto (custa|cobra\w*|fica|sai)|custos?|valor(es)?|orcamentos?|investimento|investir|pacotes?|planos?|cobram|barato|caro)\b|\$/],
  ['timeline', /\b(prazos?|quanto tempo|demora\w*|duracao|leva quanto|tempo de entrega|entrega\w*|urgente|semanas?|meses|dias)\b/],
  ['process', /\b(processo|como funciona|etapas?|metodologia|passos?|como (voces )?trabalham|fluxo|como e feito)\b/],
  ['portfolio', /\b(portfolio|projetos?|cases?|trabalhos?|clientes?|exemplos?|referencias?)\b/],
  ['contact', /\b(contato|whats\w*|zap|telefone|ligar|ligacao|falar com|atendente|humano|pessoa|e ?mail|endereco)\b/],
  ['hire', /\b(contratar|contrato|quero (comecar|fazer|criar|um|uma)|preciso de|proposta|fechar|comecar um projeto)\b/],
  ['about', /\b(o que (voces|vcs|vc|o estudio) (fazem|faz|oferecem)|quem (sao|e)|sobre (voces|o estudio)|servicos?|o que oferecem|trabalham com|como (podem|pode) (me )?ajudar|voces fazem)\b/],
  ['thanks', /\b(obrigad\w*|valeu|agradeco|brigad\w*)\b/],
  ['greeting', /\b(oi|ola|bom dia|boa tarde|boa noite|e ai|hello|hey|tudo bem)\b/],
];

/** Every subject of the message, most specific first; empty when the assistant has no rule for it. */
export function detectIntents(message: string): Intent[] {
  const text = normalise(message);
  const found: Intent[] = [];
  if (OUT_OF_SCOPE.test(text)) found.push({ kind: 'outOfScope' });
  for (const [slug, re] of CASE_STUDY_WORDS) if (re.test(text)) found.push({ kind: 'caseStudy', slug });
  for (const [slug, re] of SERVICE_WORDS) if (re.test(text)) found.push({ kind: 'service', slug });
  for (const [kind, re] of TOPICS) if (re.test(text)) found.push({ kind } as Intent);
  return found;
}
