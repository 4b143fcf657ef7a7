import { scrollBehavior } from '../../ui/motion';
import type { SectionId } from './sections';

/**
 * Scrolls to a home section and moves focus there, so keyboard users continue reading from it.
 * Returns false when the section is not in the page (yet).
 */
export function scrollToSection(id: SectionId): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (id === 'hero') window.scrollTo({ top: 0, behavior: scrollBehavior() });
  else el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  el.focus({ preventScroll: true });
  return true;
}
