import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { sectionFromHash } from '../navigation/sections';
import { lazySection } from './lazySection';
import { useArrivalScroll } from './useArrivalScroll';
import { useStaggeredActivation } from './useStaggeredActivation';

const LAZY = [
  { id: 'about', Component: lazySection(() => import('./sections/AboutSection')) },
  { id: 'portfolio', Component: lazySection(() => import('./sections/PortfolioSection')) },
  { id: 'services', Component: lazySection(() => import('./sections/ServicesSection')) },
  { id: 'contact', Component: lazySection(() => import('./sections/ContactSection')) },
] as const;

/** Renders nothing; its effect runs once the surrounding Suspense boundary has committed its content. */
function Ready({ id, onReady }: { id: string; onReady: (id: string) => void }) {
  useEffect(() => onReady(id), [id, onReady]);
  return null;
}

/**
 * The four lazily loaded sections. Each anchor exists from the first paint with its space reserved, so the
 * page does not shift when a chunk arrives; a `/#id` arrival scrolls once every section is in place.
 */
export function HomeSections() {
  const { hash } = useLocation();
  // chunks are requested once the hero has painted, or at once when the visitor is headed to a section
  const released = useStaggeredActivation(LAZY.length, sectionFromHash(hash) !== null);
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const onReady = useCallback((id: string) => setReady((r) => (r.has(id) ? r : new Set(r).add(id))), []);
  useArrivalScroll(ready.size === LAZY.length);
  return LAZY.map(({ id, Component }, i) => {
    const placeholder = <div className={`home-slot__placeholder home-slot__placeholder--${id}`} />;
    return (
      <div key={id} id={id} className="home-slot" tabIndex={-1}>
        {i < released ? (
          <Suspense fallback={placeholder}>
            <Component />
            <Ready id={id} onReady={onReady} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    );
  });
}
