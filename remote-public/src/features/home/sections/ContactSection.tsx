import { Clock, Mail } from 'lucide-react';
import { formatPhone } from '@studio/contracts/config';
import { useConfig } from '@studio/platform';
import { InstagramIcon, WhatsappIcon } from '../../../ui/BrandIcons';
import { WhatsappLink } from '../../../ui/WhatsappLink';
import { ContactButtons } from '../../../ui/ContactButtons';
import './sections.css';

/** "@handle" from a profile URL, for display. */
function handleOf(url: string): string {
  const last = url.replace(/\/+$/, '').split('/').pop();
  return last ? `@${last}` : url;
}

export default function ContactSection() {
  const { whatsapp, contactEmail, instagramUrl } = useConfig();
  return (
    <section className="section section--ink contact rise-in" aria-labelledby="contact-title">
      <div className="contact__glow" aria-hidden="true" />
      <div className="container contact__grid">
        <div>
          <p className="eyebrow eyebrow--on-ink">Contato</p>
          <h2 id="contact-title" className="contact__title">
            Vamos tirar a sua marca do papel?
          </h2>
          <p className="contact__lead">
            Responda a sete perguntas rápidas e receba uma proposta personalizada em até 24 horas. Sem compromisso e sem
            letras miúdas.
          </p>
          <ContactButtons />
        </div>
        <ul className="contact__channels">
          <li>
            <span className="contact__icon">
              <WhatsappIcon size={20} />
            </span>
            <span>
              <span className="contact__label">WhatsApp</span>
              <WhatsappLink className="contact__value">{formatPhone(whatsapp)}</WhatsappLink>
            </span>
          </li>
          <li>
            <span className="contact__icon">
              <Mail size={20} aria-hidden="true" />
            </span>
            <span>
              <span className="contact__label">E-mail</span>
              <a className="contact__value" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </span>
          </li>
          <li>
            <span className="contact__icon">
              <InstagramIcon size={20} />
            </span>
            <span>
              <span className="contact__label">Instagram</span>
              <a className="contact__value" href={instagramUrl} target="_blank" rel="noopener noreferrer">
                {handleOf(instagramUrl)}
              </a>
            </span>
          </li>
          <li>
            <span className="contact__icon">
              <Clock size={20} aria-hidden="true" />
            </span>
            <span>
              <span className="contact__label">Atendimento</span>
              <span className="contact__value">Segunda a sexta, das 9h às 18h</span>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
