import { QUIZ_QUESTION_COUNT, QUIZ_STEP_COUNT } from '@studio/contracts/quiz';

/** 'Pergunta N de 7' and how much of the whole quiz (seven questions and the contact step) is behind. */
export function ProgressHeader({ step }: { step: number }) {
  const percent = Math.round((step / QUIZ_STEP_COUNT) * 100);
  const label = step <= QUIZ_QUESTION_COUNT ? `Pergunta ${step} de ${QUIZ_QUESTION_COUNT}` : 'Último passo: seus dados';
  return (
    <div className="qz-progress">
      <div className="qz-progress__row">
        <p className="qz-progress__label" aria-live="polite">
          {label}
        </p>
        <p className="qz-progress__percent">{percent}% concluído</p>
      </div>
      <div
        className="qz-progress__track"
        role="progressbar"
        aria-label="Progresso do quiz"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% concluído`}
      >
        <div className="qz-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
