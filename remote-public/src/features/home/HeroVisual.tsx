import { TrendingUp } from 'lucide-react';

/** A decorative brand-board collage drawn with CSS: palette, type specimen and a result chip. */
export function HeroVisual() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="hero-visual__orb" />
      <div className="hero-visual__ring" />
      <div className="hero-visual__card hero-visual__card--type">
        <span className="hero-visual__aa">Aa</span>
        <span className="hero-visual__caption">Sora · Inter</span>
      </div>
      <div className="hero-visual__card hero-visual__card--palette">
        <span className="hero-visual__caption">Paleta da marca</span>
        <span className="hero-visual__swatches">
          <i style={{ background: '#6d28d9' }} />
          <i style={{ background: '#db2777' }} />
          <i style={{ background: '#f59e0b' }} />
          <i style={{ background: '#faf8f5' }} />
        </span>
      </div>
      <div className="hero-visual__card hero-visual__card--metric">
        <TrendingUp size={20} />
        <span>
          <strong>+250%</strong>
          <span className="hero-visual__caption">seguidores em 6 meses</span>
        </span>
      </div>
    </div>
  );
}
