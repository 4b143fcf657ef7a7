import { useEffect, useRef, type FormEvent } from 'react';
import { ArrowLeft, Lock, Send } from 'lucide-react';
import { toast } from '@studio/platform';
import { CONTACT_MAX, PREFERENCIAS_CONTATO, PREFERENCIA_LABELS, WHATSAPP_DISALLOWED } from '@studio/contracts/quiz';
import type { ContactDraft } from './quizState';
import { checkContact } from './submitQuiz';

interface Props {
  contact: ContactDraft;
  sending: boolean;
  takeFocus: boolean;
  onChange: (field: keyof ContactDraft, value: string) => void;
  onPrev: () => void;
  /** `website` is the honeypot's value */
  onSend: (website: string) => void;
}

type TextField = Exclude<keyof ContactDraft, 'preferenciaContato'>;

const FIELDS: { name: TextField; label: string; type: string; placeholder: string; autoComplete: string; inputMode?: 'tel' | 'email'; required?: boolean }[] = [
  { name: 'nome', label: 'Nome completo', type: 'text', placeholder: 'Como você se chama?', autoComplete: 'name', required: true },
  { name: 'email', label: 'E-mail', type: 'email', placeholder: 'voce@empresa.com.br', autoComplete: 'email', inputMode: 'email', required: true },
  { name: 'whatsapp', label: 'WhatsApp', type: 'tel', placeholder: '(11) 99999-9999', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'empresa', label: 'Empresa', type: 'text', placeholder: 'Nome da sua empresa', autoComplete: 'organization' },
  { name: 'instagram', label: 'Instagram', type: 'text', placeholder: '@suaempresa', autoComplete: 'off' },
];

/** The last step: who to send the proposal to (§5: nome, email and preferência are required). */
export function ContactStep({ contact, sending, takeFocus, onChange, onPrev, onSend }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const problem = checkContact(contact);
    if (problem) {
      toast({ ...problem.toast, variant: 'destructive' });
      const target = form.current?.querySelector<HTMLInputElement>(
        problem.field === 'preferenciaContato' ? 'input[name="preferenciaContato"]' : `#qz-${problem.field}`,
      );
      target?.focus();
      return;
    }
    const website = (form.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    onSend(website);
  };

  return (
    <form className="qz-step" onSubmit={submit} noValidate ref={form} aria-busy={sending}>
      <h2 className="qz-question" ref={heading} tabIndex={-1}>
        Quase lá! Para onde enviamos a sua proposta?
      </h2>
      <p className="qz-hint">
        Campos com <span className="qz-req">*</span> são obrigatórios.
      </p>
      <div className="qz-fields">
        {FIELDS.map((f) => (
          <div className={`qz-field qz-field--${f.name}`} key={f.name}>
            <label className="qz-label" htmlFor={`qz-${f.name}`}>
              {f.label}
              {f.required && (
                <span className="qz-req" aria-hidden="true">
                  {' '}*
                </span>
              )}
            </label>
            <input
              id={`qz-${f.name}`}
              name={f.name}
              className="qz-input"
              type={f.type}
              inputMode={f.inputMode}
              maxLength={CONTACT_MAX[f.name]}
              placeholder={f.placeholder}
              autoComplete={f.autoComplete}
              aria-required={f.required || undefined}
              value={contact[f.name]}
              onChange={(e) => onChange(f.name, f.name === 'whatsapp' ? e.target.value.replace(WHATSAPP_DISALLOWED, '') : e.target.value)}
            />
          </div>
        ))}
        <fieldset className="qz-field qz-field--pref qz-fieldset">
          <legend className="qz-label">
            Como prefere ser contatado?
            <span className="qz-req" aria-hidden="true">
              {' '}*
            </span>
          </legend>
          <div className="qz-pills">
            {PREFERENCIAS_CONTATO.map((p) => (
              <label className="qz-pill" data-checked={contact.preferenciaContato === p} key={p}>
                <input
                  className="qz-option__input"
                  type="radio"
                  name="preferenciaContato"
                  value={p}
                  checked={contact.preferenciaContato === p}
                  onChange={() => onChange('preferenciaContato', p)}
                  required
                />
                {PREFERENCIA_LABELS[p]}
              </label>
            ))}
          </div>
        </fieldset>
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
        <div className="qz-hp" aria-hidden="true">
          <label htmlFor="qz-website">Não preencha este campo</label>
          <input id="qz-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <p className="qz-privacy">
        <Lock size={14} aria-hidden="true" />
        Seus dados estão seguros: usamos apenas para preparar e enviar a sua proposta.
      </p>
      <div className="qz-nav">
        <button type="button" className="qz-btn qz-btn--ghost" onClick={onPrev} disabled={sending}>
          <ArrowLeft size={18} aria-hidden="true" />
          Anterior
        </button>
        <button type="submit" className="qz-btn qz-btn--primary" disabled={sending}>
          {sending ? (
            <>
              <span className="qz-spinner" aria-hidden="true" />
              Enviando...
            </>
          ) : (
            <>
              Enviar Quiz
              <Send size={18} aria-hidden="true" />
            </>
          )}
        </button>
      </div>
    </form>
  );
}
