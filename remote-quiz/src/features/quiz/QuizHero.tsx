import { Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { QUIZ_ESTIMATED_MINUTES, QUIZ_QUESTION_COUNT } from '@studio/contracts/quiz';

export function QuizHero() {
  return (
    <header className="qz-hero">
      <div className="qz-hero__glow" aria-hidden="true" />
      <div className="qz-container qz-hero__inner">
        <p className="qz-badge">
          <Sparkles size={16} aria-hidden="true" />
          Proposta Personalizada
        </p>
        <h1 className="qz-hero__title">
          Descubra a solução ideal para o <span className="qz-gradient-text">seu negócio</span>
        </h1>
        <p className="qz-hero__lead">
          Responda {QUIZ_QUESTION_COUNT} perguntas rápidas sobre a sua empresa e receba uma proposta de design e marketing feita
          sob medida para o seu momento.
        </p>
        <ul className="qz-hero__meta">
          <li>
            <Clock size={18} aria-hidden="true" />
            Leva cerca de {QUIZ_ESTIMATED_MINUTES} minutos
          </li>
          <li>
            <ShieldCheck size={18} aria-hidden="true" />
            Seus dados estão seguros
          </li>
        </ul>
      </div>
    </header>
  );
}
