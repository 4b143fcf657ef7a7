import { usePageMeta } from '@studio/platform';
import { HowItWorks } from '../features/quiz/HowItWorks';
import { QuizHero } from '../features/quiz/QuizHero';
import { QuizNotes } from '../features/quiz/QuizNotes';
import { QuizWizard } from '../features/quiz/QuizWizard';
import '../features/quiz/quiz.css';

/** /orcamento: the quote quiz. The shell wraps it in the public SiteLayout (header and footer). */
export default function QuizPage() {
  usePageMeta({
    title: 'Orçamento personalizado',
    description:
      'Responda 7 perguntas rápidas e receba uma proposta de design, branding e marketing sob medida para o seu negócio. Sem compromisso e 100% gratuito.',
    canonical: '/orcamento',
  });
  return (
    <div className="qz" data-remote="quiz" data-screen="QuizPage">
      <QuizHero />
      <div className="qz-body">
        <div className="qz-container qz-layout">
          <QuizWizard />
          <HowItWorks />
        </div>
        <QuizNotes />
      </div>
    </div>
  );
}
