import { Link } from 'react-router-dom';
import { Mail, MessageCircle } from 'lucide-react';
import { formatPhone } from '@studio/contracts/config';
import { SERVICES, STUDIO_NAME, STUDIO_PITCH } from '@studio/contracts/studio';
import { useConfig } from '@studio/platform';
import { Logo } from '../../ui/Logo';
import { InstagramIcon, LinkedinIcon } from '../../ui/BrandIcons';
import { WhatsappLink } from '../../ui/WhatsappLink';
import { SECTIONS } from '../navigation/sections';
import { useSectionNav } from '../navigation/useSectionNav';

export function Footer() {
  const { instagramUrl, linkedinUrl, contactEmail, whatsapp } = useConfig();
  const go = useSectionNav();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>{STUDIO_PITCH}</p>
          <WhatsappLink className="site-footer__phone">
            <MessageCircle size={18} aria-hidden="true" />
            {formatPhone(whatsapp)}
          </WhatsappLink>
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="site-footer__title">
            Navegação
          </h2>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <button type="button" className="site-footer__link" onClick={go(s.id)}>
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__title">
            Serviços
          </h2>
          <ul>
            {SERVICES.map((s) => (
              <li key={s.slug}>
                <Link className="site-footer__link" to={`/${s.slug}`}>
                  {s.title}
                </Link>
              </li>
            ))}
            <li>
              <Link className="site-footer__link" to="/projects">
                Projetos
              </Link>
            </li>
            <li>
              <Link className="site-footer__link" to="/blog">
                Blog
              </Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__col">
          <h2 className="site-footer__title">Redes sociais</h2>
          <ul>
            <li>
              <a className="site-footer__link site-footer__social" href={instagramUrl} target="_blank" rel="noopener noreferrer">
                <InstagramIcon size={18} />
                Instagram
              </a>
            </li>
            <li>
              <a className="site-footer__link site-footer__social" href={linkedinUrl} target="_blank" rel="noopener noreferrer">
                <LinkedinIcon size={18} />
                LinkedIn
              </a>
            </li>
            <li>
              <a className="site-footer__link site-footer__social" href={`mailto:${contactEmail}`}>
                <Mail size={18} aria-hidden="true" />
                {contactEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {STUDIO_NAME}. Todos os direitos reservados.
        </p>
        <p>Identidade visual, social media e sites para pequenos negócios.</p>
      </div>
    </footer>
  );
}
