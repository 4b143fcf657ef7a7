import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../ui/Logo';
import { WhatsappIcon } from '../../ui/BrandIcons';
import { WhatsappLink } from '../../ui/WhatsappLink';
import { SECTIONS } from '../navigation/sections';
import { scrollToSection } from '../navigation/scrollToSection';
import { useSectionNav } from '../navigation/useSectionNav';
import { HEADER_SCROLL_THRESHOLD, LARGE_BREAKPOINT } from './constants';
import { useScrolledPast } from './useScrolledPast';

const MENU_ID = 'site-menu';

/** Fixed header: transparent over the page's dark hero, opaque with a shadow once scrolled (public-site.md §2). */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so moving to another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);
  const go = useSectionNav(close);
  // the logo is a plain link home; already there, it glides back to the top instead of doing nothing
  const onLogo = (e: MouseEvent) => {
    if (pathname !== '/' || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    scrollToSection('hero');
    close();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const wide = window.matchMedia(`(min-width: ${LARGE_BREAKPOINT}px)`);
    const onWide = () => wide.matches && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : 'false'} data-open={open ? 'true' : 'false'}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="Estúdio Criativo, página inicial" onClick={onLogo}>
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
        <div id={MENU_ID} className="site-menu">
          <nav aria-label="Principal">
            <ul className="site-menu__list">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a className="site-menu__link" href={`/#${s.id}`} onClick={go(s.id)}>
                    {s.label}
                  </a>
                </li>
              ))}
              <li className="site-menu__admin">
                <Link className="site-menu__link" to="/auth">
                  Área Admin
                </Link>
              </li>
            </ul>
          </nav>
          <WhatsappLink className="btn btn--primary btn--sm site-menu__cta">
            <WhatsappIcon size={18} />
            Conversar no WhatsApp
          </WhatsappLink>
        </div>
      </div>
    </header>
  );
}
