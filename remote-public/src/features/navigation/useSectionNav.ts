import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection } from './scrollToSection';
import type { SectionId } from './sections';

/**
 * Header and footer navigation to a home section: on the home page it scrolls there; elsewhere it goes to
 * `/#id` and the home page scrolls on arrival. `after` runs either way (closes the mobile menu).
 */
export function useSectionNav(after?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (id: SectionId) => (event?: MouseEvent) => {
    // a modified click on a link keeps the browser's own behaviour (new tab, new window)
    if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1)) return;
    event?.preventDefault();
    if (pathname === '/') scrollToSection(id);
    else navigate({ pathname: '/', hash: `#${id}` });
    after?.();
  };
}
