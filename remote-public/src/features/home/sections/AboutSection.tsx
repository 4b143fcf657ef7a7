import { HeartHandshake, Target, TrendingUp } from 'lucide-react';
import { PROCESS_STEPS } from '@studio/contracts/studio';
import { ProcessSteps } from '../../../ui/ProcessSteps';
import { SectionHeading } from '../../../ui/SectionHeading';
import './sections.css';

const VALUES = [
  {
    icon: Target,
    title: 'Estratégia antes da estética',
    text: 'Toda decisão visual parte do seu público e do seu objetivo de vendas. Bonito é consequência.',
  },
  {
    icon: HeartHandshake,
    title: 'Você fala com quem cria',
    text: 'Sem intermediários: quem desenha a sua marca participa das reuniões e responde no WhatsApp.',
  },
  {
    icon: TrendingUp,
    title: 'Resultado que dá para medir',
    text: 'Metas combinadas no início e relatório no fim de cada fase: seguidores, contatos, vendas.',
  },
];

export default function AboutSection() {
  return (
    <section className="section about rise-in" aria-labelledby="about-title">
      <div className="container about__grid">
        <div className="about__intro">
          <SectionHeading
            id="about-title"
            eyebrow="Sobre o estúdio"
            title="Design com estratégia para quem está construindo um negócio"
          />
          <p>
            Somos um estúdio enxuto de design e branding. Há oito anos ajudamos restaurantes, clínicas, lojas,
            startups e prestadores de serviço a se apresentarem com a confiança das grandes marcas, sem a burocracia
            de uma agência grande.
          </p>
          <p>
            Cada projeto começa entendendo quem é o seu cliente e termina com uma marca pronta para vender: identidade
            visual, redes sociais e site falando a mesma língua.
          </p>
        </div>
        <ul className="about__values">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card about__value">
              <span className="icon-tile">
                <Icon size={22} aria-hidden="true" />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="container about__process">
        <h3 className="about__process-title">Como trabalhamos</h3>
        <ProcessSteps steps={PROCESS_STEPS} headingLevel="h4" />
      </div>
    </section>
  );
}
