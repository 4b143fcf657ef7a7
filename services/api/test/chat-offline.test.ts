import { CASE_STUDIES, PROCESS_STEPS, SERVICES } from '@studio/contracts/studio';
import { createSseParser, parseChatEvent, type ChatStreamEvent } from '@studio/contracts/chat';
import type { App } from '../src/app';
import { offlineAnswer } from '../src/features/chat/offline-assistant';
import { buildTestApp, dropAndClose } from './helper';

const contact = { whatsapp: '5511999999999', email: 'contato@estudio.com.br' };
const answer = (question: string) => offlineAnswer([{ role: 'user', content: question }], contact);
const QUIZ = '](/orcamento)';
const WHATSAPP = '](https://wa.me/5511999999999?text=';

describe('the offline assistant', () => {
  it('says what the studio does, with every service and its page', () => {
    const text = answer('O que vocês fazem?');
    for (const s of SERVICES) expect(text).toContain(`[${s.title}](/${s.slug})`);
  });

  it.each([
    ['Vocês criam logotipo e manual da marca?', 'brand-identity'],
    ['Fazem gestão de Instagram e reels?', 'social-media'],
    ['Preciso de um site novo', 'digital-experience'],
    ['Vocês fazem embalagens e materiais impressos?', 'design'],
  ])('answers about each service: %s', (question, slug) => {
    const s = SERVICES.find((x) => x.slug === slug)!;
    const text = answer(question);
    expect(text).toContain(s.title);
    expect(text).toContain(s.highlights[0]!);
    expect(text).toContain(`(/${slug})`);
    expect(text).toMatch(/\]\(\/projects\/[a-z-]+\)/); // a real example from the portfolio
    expect(text).toContain(QUIZ);
  });

  it.each(['Quanto custa?', 'Qual o preço de uma identidade visual?', 'Queria um orçamento', 'Vocês têm pacotes a partir de R$ 500?'])(
    'sends prices and budgets to the quiz and WhatsApp: %s',
    (question) => {
      const text = answer(question);
      expect(text).toContain(QUIZ);
      expect(text).toContain(WHATSAPP);
      expect(text).toContain('24h');
      expect(text).not.toMatch(/R\$\s?\d/); // never a made-up price
    },
  );

  it('answers timelines from the case-study durations', () => {
    const text = answer('Quanto tempo demora um projeto?');
    expect(text).toContain('3 a 8 meses');
    for (const c of CASE_STUDIES) expect(text).toContain(`[${c.title}](/projects/${c.slug})`);
    expect(text).toContain('3,5 meses');
    expect(text).toContain(QUIZ);
  });

  it('explains the process in its four steps', () => {
    const text = answer('Como funciona o processo de vocês?');
    for (const step of PROCESS_STEPS) expect(text).toContain(step.title);
  });

  it('shows the portfolio with links to every case study', () => {
    const text = answer('Posso ver alguns trabalhos do portfólio?');
    for (const c of CASE_STUDIES) expect(text).toContain(`(/projects/${c.slug})`);
    expect(text).toContain('[Projetos](/projects)');
  });

  it('tells about one case study when asked by name', () => {
    const text = answer('Me conta do projeto da cafeteria');
    expect(text).toContain('Cafeteria Aroma & Sabor');
    expect(text).toContain('3,5 meses');
    expect(text).toContain('(/projects/cafeteria-aroma-sabor)');
  });

  it('gives every way to get in touch', () => {
    const text = answer('Qual o WhatsApp ou e-mail de vocês?');
    expect(text).toContain('+55 (11) 99999-9999');
    expect(text).toContain(WHATSAPP);
    expect(text).toContain('contato@estudio.com.br');
  });

  it('uses the configured WhatsApp number', () => {
    const text = offlineAnswer([{ role: 'user', content: 'contato' }], { whatsapp: '5521988887777', email: 'oi@x.com.br' });
    expect(text).toContain('+55 (21) 98888-7777');
    expect(text).toContain('wa.me/5521988887777');
  });

  it('declines what the studio does not do', () => {
    const text = answer('Vocês desenvolvem aplicativo para celular?');
    expect(text).toContain('não oferece');
    expect(text).toContain(WHATSAPP);
  });

  it('greets and says what it can help with', () => {
    expect(answer('Oi, boa tarde!')).toMatch(/^Olá! Sou o assistente/);
  });

  it.each(['Qual a capital da Mongólia?', '???', '🙂', 'asdfgh qwerty'])('never answers empty: a question without a rule (%s) goes to the quiz and WhatsApp', (q) => {
    const text = answer(q);
    expect(text).toContain('Não tenho uma resposta automática');
    expect(text).toContain(QUIZ);
    expect(text).toContain(WHATSAPP);
  });

  it('answers the last user message of the conversation', () => {
    const text = offlineAnswer(
      [
        { role: 'user', content: 'Quanto custa?' },
        { role: 'assistant', content: '...' },
        { role: 'user', content: 'E como funciona o processo?' },
      ],
      contact,
    );
    expect(text).toContain(PROCESS_STEPS[0]!.title);
  });
});

describe('POST /api/chat-agent without OPENAI_API_KEY', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ openaiApiKey: null });
  });
  afterAll(async () => dropAndClose(app));

  async function chat(question: string) {
    const res = await app.inject({ method: 'POST', url: '/api/chat-agent', payload: { messages: [{ role: 'user', content: question }] } });
    const events: ChatStreamEvent[] = [];
    const parser = createSseParser((d) => events.push(parseChatEvent(d)));
    parser.push(res.body);
    parser.end();
    return { res, events, text: events.map((e) => (e.type === 'delta' ? e.content : '')).join('') };
  }

  it.each([
    ['Quanto custa um site?', ['Experiência Digital', QUIZ]],
    ['Qual o prazo de um projeto?', ['3 a 8 meses']],
    ['Qual a capital da Mongólia?', [QUIZ, WHATSAPP]],
  ])('streams the automatic answer to "%s" in several pieces, marked as offline, ending with [DONE]', async (question, expected) => {
    const { res, events, text } = await chat(question);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-chat-mode']).toBe('offline');
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(text).toBe(answer(question));
    for (const e of expected) expect(text).toContain(e);
  });
});
