import {
  CASE_STUDIES,
  PROCESS_STEPS,
  SERVICES,
  STUDIO_NAME,
  formatDuration,
  type CaseStudyInfo,
} from '@studio/contracts/studio';
import type { ServiceSlug } from '@studio/contracts/routes';
import { formatPhone, whatsappLink } from '@studio/contracts/config';
import type { ChatMessage } from '@studio/contracts/chat';
import { detectIntents, type Intent } from './offline-intents';
import type { StudioContact } from './system-prompt';

/**
 * The assistant used when no language model is configured: rule-based answers written from the studio's own
 * facts (services, process, case studies, quiz, contact). Links use the `[text](href)` form the widget renders.
 */

const QUIZ = '[quiz de orçamento](/orcamento)';

/** Case-study tags that show a service at work, so each service answer can point to real examples. */
const SERVICE_EVIDENCE: Record<ServiceSlug, string[]> = {
  design: ['Embalagem', 'Cardápio', 'Sinalização', 'Pitch deck'],
  'brand-identity': ['Branding', 'Identidade Visual'],
  'social-media': ['Social Media', 'Instagram', 'Reels', 'Campanhas', 'Lançamento'],
  'digital-experience': ['Site', 'E-commerce', 'UX/UI'],
};

function caseLink(c: CaseStudyInfo): string {
  return `[${c.title}](/projects/${c.slug})`;
}

function examplesOf(slug: ServiceSlug): CaseStudyInfo[] {
  const tags = SERVICE_EVIDENCE[slug];
  return CASE_STUDIES.filter((c) => c.tags.some((t) => tags.includes(t)) || tags.includes(c.category)).slice(0, 2);
}

function whatsapp(contact: StudioContact, label = 'WhatsApp'): string {
  return `[${label}](${whatsappLink(contact.whatsapp)})`;
}

type Section = { text: string; hasCallToAction: boolean };

function section(intent: Intent, contact: StudioContact): Section {
  switch (intent.kind) {
    case 'outOfScope':
      return {
        text:
          'Esse tipo de serviço o estúdio não oferece: o nosso foco é design, identidade de marca, redes sociais e sites. ' +
          `Se algum desses caminhos ajudar o seu negócio, posso explicar como funciona, ou você pode falar com a equipe pelo ${whatsapp(contact)}.`,
        hasCallToAction: true,
      };
    case 'caseStudy': {
      const c = CASE_STUDIES.find((x) => x.slug === intent.slug)!;
      return {
        text:
          `**${c.title}** (${c.category}, ${formatDuration(c.durationMonths)}, ${c.year}): ${c.summary}\n` +
          `Entregas: ${c.tags.join(', ')}. Veja o case completo em ${caseLink(c)}.`,
        hasCallToAction: false,
      };
    }
    case 'service': {
      const s = SERVICES.find((x) => x.slug === intent.slug)!;
      const examples = examplesOf(s.slug);
      return {
        text:
          `**${s.title}**: ${s.summary}\n` +
          `O que entra: ${s.highlights.join(', ')}.` +
          (examples.length ? `\nExemplos no portfólio: ${examples.map(caseLink).join(' e ')}.` : '') +
          `\nMais detalhes na página [${s.title}](/${s.slug}).`,
        hasCallToAction: false,
      };
    }
    case 'price':
      return {
        text:
          'Cada projeto recebe um orçamento sob medida, porque o escopo muda muito de um negócio para outro; por isso não trabalhamos com tabela de preços. ' +
          `O caminho mais rápido é o nosso ${QUIZ}: 7 perguntas, cerca de 5 minutos, sem compromisso e 100% gratuito. ` +
          `Você recebe uma proposta personalizada em até 24h. Se preferir, fale direto com a equipe pelo ${whatsapp(contact)}.`,
        hasCallToAction: true,
      };
    case 'timeline': {
      const byDuration = [...CASE_STUDIES].sort((a, b) => a.durationMonths - b.durationMonths);
      const min = formatDuration(byDuration[0]!.durationMonths).replace(' meses', '');
      const max = formatDuration(byDuration[byDuration.length - 1]!.durationMonths);
      return {
        text:
          `O prazo depende do escopo. Nos projetos do nosso portfólio, foram de ${min} a ${max}:\n` +
          byDuration.map((c) => `- ${caseLink(c)}: ${formatDuration(c.durationMonths)}`).join('\n') +
          `\nO prazo exato do seu projeto vem na proposta personalizada, que você recebe respondendo o ${QUIZ}.`,
        hasCallToAction: true,
      };
    }
    case 'process':
      return {
        text:
          'Trabalhamos em quatro etapas, sempre junto com você:\n' +
          PROCESS_STEPS.map((p, i) => `${i + 1}. **${p.title}**: ${p.text}`).join('\n'),
        hasCallToAction: false,
      };
    case 'portfolio':
      return {
        text:
          'Alguns projetos recentes do estúdio:\n' +
          CASE_STUDIES.map((c) => `- ${caseLink(c)} (${c.category}, ${formatDuration(c.durationMonths)})`).join('\n') +
          '\nVeja todos em [Projetos](/projects).',
        hasCallToAction: false,
      };
    case 'contact':
      return {
        text:
          `Você pode falar com a equipe pelo ${whatsapp(contact, `WhatsApp ${formatPhone(contact.whatsapp)}`)} ou pelo e-mail ${contact.email}. ` +
          `Se já quiser uma proposta, responda o ${QUIZ}: retornamos em até 24h.`,
        hasCallToAction: true,
      };
    case 'hire':
      return {
        text:
          `Que ótimo! Para montar uma proposta sob medida para o seu negócio, responda o ${QUIZ}: são 7 perguntas rápidas, sem compromisso, e a resposta chega em até 24h. ` +
          `Se preferir conversar antes, chame a equipe no ${whatsapp(contact)}.`,
        hasCallToAction: true,
      };
    case 'about':
      return {
        text:
          `O ${STUDIO_NAME} é um estúdio de design e branding para pequenos negócios. Trabalhamos em quatro frentes:\n` +
          SERVICES.map((s) => `- [${s.title}](/${s.slug}): ${s.summary}`).join('\n') +
          '\nQuer saber mais sobre alguma delas, sobre prazos ou sobre o nosso processo?',
        hasCallToAction: false,
      };
    case 'thanks':
      return { text: 'Por nada! Foi um prazer ajudar.', hasCallToAction: false };
    case 'greeting':
      return {
        text: `Olá! Sou o assistente do ${STUDIO_NAME}. Posso contar sobre nossos serviços, prazos, processo e portfólio, ou ajudar você a pedir um orçamento. Sobre o que você quer saber?`,
        hasCallToAction: true,
      };
  }
}

function fallback(contact: StudioContact): string {
  return (
    'Não tenho uma resposta automática para essa pergunta, mas a nossa equipe pode ajudar. ' +
    'Por aqui eu consigo falar sobre serviços, prazos, processo, portfólio e orçamento.\n' +
    `Para uma proposta personalizada, responda o ${QUIZ} (cerca de 5 minutos) ou fale direto com a gente pelo ${whatsapp(contact)}.`
  );
}

/** At most this many subjects per answer: a short reply reads better in a 24rem panel. */
const MAX_SECTIONS = 2;

/** The offline reply to the conversation's last user message; never empty. */
export function offlineAnswer(messages: ChatMessage[], contact: StudioContact): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  let intents = last ? detectIntents(last.content) : [];
  const specific = intents.some((i) => i.kind === 'service' || i.kind === 'caseStudy');
  // A greeting or thanks next to a real question is politeness; answer the question.
  if (intents.length > 1) intents = intents.filter((i) => i.kind !== 'greeting' && i.kind !== 'thanks');
  if (specific) intents = intents.filter((i) => i.kind !== 'about' && i.kind !== 'portfolio');
  if (intents.some((i) => i.kind === 'outOfScope')) intents = intents.filter((i) => i.kind === 'outOfScope');
  if (!intents.length) return fallback(contact);

  const sections = intents.slice(0, MAX_SECTIONS).map((i) => section(i, contact));
  const parts = sections.map((s) => s.text);
  const onlyThanks = intents.length === 1 && intents[0]!.kind === 'thanks';
  if (!sections.some((s) => s.hasCallToAction)) {
    parts.push(
      onlyThanks
        ? `Quando quiser seguir com um projeto, o ${QUIZ} leva cerca de 5 minutos, ou fale com a gente pelo ${whatsapp(contact)}.`
        : `Quer uma proposta para o seu negócio? Responda o ${QUIZ} ou chame a equipe no ${whatsapp(contact)}.`,
    );
  }
  return parts.join('\n\n');
}
