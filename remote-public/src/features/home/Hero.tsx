import { Sparkles } from 'lucide-react';
import { STUDIO_FACTS, STUDIO_TAGLINE } from '@studio/contracts/studio';
import { QuoteLink } from '../../ui/QuoteLink';
import { scrollToSection } from '../navigation/scrollToSection';
import { HeroVisual } from './HeroVisual';

/** First screen: text only (no image request), so it paints as soon as the chunk runs. */
export function Hero() {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title" tabIndex={-1}>
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="badge badge--on-ink hero__tag">
            <Sparkles size={16} aria-hidden="true" />
            {STUDIO_TAGLINE}
          </p>
          <h1 id="hero-title" className="hero__title">
            Transformamos sua marca em <span className="gradient-text">sucesso</span>
          </h1>
          <p className="hero__lead">
            Identidade visual, redes sociais e sites para pequenos negócios que querem parecer tão bons quanto são.
            Estratégia, design e conteúdo no mesmo lugar, com prazo e preço combinados desde o primeiro dia.
          </p>
          <div className="btn-row hero__actions">
            <QuoteLink />
            <button type="button" className="btn btn--ghost-ink" onClick={() => scrollToSection('portfolio')}>
              Ver Portfolio
            </button>
          </div>
        </div>
        <HeroVisual />
      </div>
      <div className="container">
        <dl className="hero__facts">
          {STUDIO_FACTS.map((f) => (
            <div key={f.label} className="hero__fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
