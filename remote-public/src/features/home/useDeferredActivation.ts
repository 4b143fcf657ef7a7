import { useEffect, useState } from 'react';

const WAKE_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * False until the browser is idle after the first paint (or the visitor starts interacting), so below-the-fold
 * work never competes with the hero; `immediately` skips the wait (an arrival at `/#section`).
 */
export function useDeferredActivation(immediately: boolean, maxWaitMs = 1500): boolean {
  const [active, setActive] = useState(immediately);
  useEffect(() => {
    if (active) return;
    const activate = () => setActive(true);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const handle = hasIdle ? window.requestIdleCallback(activate, { timeout: maxWaitMs }) : window.setTimeout(activate, 200);
    for (const e of WAKE_EVENTS) window.addEventListener(e, activate, { once: true, passive: true });
    return () => {
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      for (const e of WAKE_EVENTS) window.removeEventListener(e, activate);
    };
  }, [active, maxWaitMs]);
  return active || immediately;
}
