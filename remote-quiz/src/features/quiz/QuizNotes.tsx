import { CircleCheck, Gift, Timer } from 'lucide-react';
import { QUIZ_REPLY_HOURS } from '@studio/contracts/quiz';

export function QuizNotes() {
  return (
    <ul className="qz-notes" aria-label="Garantias">
      <li>
        <Timer size={18} aria-hidden="true" />
        Resposta em até {QUIZ_REPLY_HOURS}h
      </li>
      <li>
        <CircleCheck size={18} aria-hidden="true" />
        Sem compromisso
      </li>
      <li>
        <Gift size={18} aria-hidden="true" />
        100% gratuito
      </li>
    </ul>
  );
}
