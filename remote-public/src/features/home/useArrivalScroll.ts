import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sectionFromHash } from '../navigation/sections';
import { scrollToSection } from '../navigation/scrollToSection';

/** Arriving at `/#section` (from another page's nav): scroll there once the lazy sections have rendered. */
export function useArrivalScroll(sectionsReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = sectionFromHash(hash);
    if (!id || !sectionsReady) return;
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash, sectionsReady]);
}
