import { useRef, useState } from 'react';
import { toast } from '@studio/platform';
import { QUIZ_QUESTIONS, QUIZ_TOASTS } from '@studio/contracts/quiz';
import { ContactStep } from './ContactStep';
import { ProgressHeader } from './ProgressHeader';
import { QuestionStep } from './QuestionStep';
import { CONTACT_STEP } from './quizState';
import { buildSubmission, sendQuiz } from './submitQuiz';
import { useQuizState } from './useQuizState';

/** The seven questions, one at a time, then the contact form (public-site.md §4 "Quiz wizard"). */
export function QuizWizard() {
  const [state, dispatch] = useQuizState();
  const [sending, setSending] = useState(false);
  // Focus follows the visitor's own moves between steps, never the first paint or a reload.
  const [moved, setMoved] = useState(false);
  const card = useRef<HTMLElement>(null);

  const go = (step: number) => {
    dispatch({ type: 'go', step });
    setMoved(true);
    const top = card.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) card.current?.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  };

  const send = async (website: string) => {
    setSending(true);
    try {
      await sendQuiz(buildSubmission(state, website));
      toast({ ...QUIZ_TOASTS.sent, variant: 'success' });
      dispatch({ type: 'reset' });
      setMoved(true);
      card.current?.scrollIntoView({ block: 'start' });
    } catch (err) {
      console.error('Erro ao enviar quiz:', err);
      toast({ ...QUIZ_TOASTS.sendFailed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const question = QUIZ_QUESTIONS[state.step - 1];
  return (
    <section className="qz-card" ref={card} aria-label="Quiz de orçamento" id="quiz">
      <ProgressHeader step={state.step} />
      {state.step < CONTACT_STEP && question ? (
        <QuestionStep
          key={question.number}
          question={question}
          chosen={state.answers[String(question.number)] ?? []}
          customText={state.customAnswers[String(question.number)] ?? ''}
          takeFocus={moved}
          onChoose={(option) => dispatch({ type: 'choose', question, option })}
          onCustom={(text) => dispatch({ type: 'custom', question: question.number, text })}
          onPrev={() => go(state.step - 1)}
          onNext={() => go(state.step + 1)}
        />
      ) : (
        <ContactStep
          contact={state.contact}
          sending={sending}
          takeFocus={moved}
          onChange={(field, value) => dispatch({ type: 'contact', field, value })}
          onPrev={() => go(CONTACT_STEP - 1)}
          onSend={send}
        />
      )}
    </section>
  );
}
