import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The layout stays mounted between pages, so a new page would open at the old scroll offset; it starts at
 * the top instead. A `/#section` arrival is left to the home page, which scrolls once the section is there.
 */
export function useScrollTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    if (!hash) window.scrollTo({ top: 0, behavior: 'auto' });
  }, [pathname, hash]);
}
