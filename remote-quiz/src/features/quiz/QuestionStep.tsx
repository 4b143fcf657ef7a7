import { useEffect, useRef, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { OTHER_OPTION, OTHER_TEXT_MAX, QUIZ_QUESTION_COUNT, type QuizQuestion } from '@studio/contracts/quiz';

interface Props {
  question: QuizQuestion;
  chosen: string[];
  customText: string;
  /** move focus to the question (after Next/Previous, not on the first paint) */
  takeFocus: boolean;
  onChoose: (option: string) => void;
  onCustom: (text: string) => void;
  onPrev: () => void;
  onNext: () => void;
}

/** One question: a fieldset of real radio buttons (or checkboxes for several answers), usable from the keyboard. */
export function QuestionStep({ question, chosen, customText, takeFocus, onChoose, onCustom, onPrev, onNext }: Props) {
  const legend = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    if (takeFocus) legend.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const multiple = question.kind === 'multiple';
  const answered = chosen.length > 0;
  const otherChosen = chosen.includes(OTHER_OPTION);
  const isLast = question.number === QUIZ_QUESTION_COUNT;
  const hintId = `qz-hint-${question.number}`;
  const otherId = `qz-other-${question.number}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (answered) onNext();
  };

  return (
    <form className="qz-step" onSubmit={submit} key={question.number}>
      <fieldset className="qz-fieldset" aria-describedby={hintId}>
        <legend className="qz-question" ref={legend} tabIndex={-1}>
          {question.title}
        </legend>
        <p className="qz-hint" id={hintId}>
          {question.hint}
        </p>
        <div className="qz-options" data-kind={question.kind}>
          {question.options.map((option) => {
            const checked = chosen.includes(option);
            return (
              <label className="qz-option" data-checked={checked} key={option}>
                <input
                  className="qz-option__input"
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`pergunta-${question.number}`}
                  value={option}
                  checked={checked}
                  onChange={() => onChoose(option)}
                />
                <span className="qz-option__mark" data-shape={multiple ? 'box' : 'dot'} aria-hidden="true">
                  {multiple && <Check size={14} strokeWidth={3} />}
                </span>
                <span className="qz-option__text">{option}</span>
              </label>
            );
          })}
        </div>
        {otherChosen && (
          <div className="qz-other">
            <label className="qz-label" htmlFor={otherId}>
              {question.otherLabel ?? 'Conte um pouco mais'}
            </label>
            <input
              id={otherId}
              className="qz-input"
              type="text"
              maxLength={OTHER_TEXT_MAX}
              value={customText}
              onChange={(e) => onCustom(e.target.value)}
              placeholder="Escreva aqui"
              autoComplete="off"
              aria-describedby={`${otherId}-count`}
            />
            <p className="qz-counter" id={`${otherId}-count`}>
              {customText.length}/{OTHER_TEXT_MAX} caracteres
            </p>
          </div>
        )}
      </fieldset>
      <div className="qz-nav">
        <button type="button" className="qz-btn qz-btn--ghost" onClick={onPrev} disabled={question.number === 1}>
          <ArrowLeft size={18} aria-hidden="true" />
          Anterior
        </button>
        <button type="submit" className="qz-btn qz-btn--primary" disabled={!answered}>
          {isLast ? 'Finalizar Quiz' : 'Próxima Pergunta'}
          <ArrowRight size={18} aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
