import { useEffect, useState } from 'react';

const WAKE_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * How many of `total` below-the-fold parts may render: none until the browser is idle after the first paint,
 * then one more per idle period, so no single long task competes with the hero. Interaction (or `immediately`,
 * an arrival at `/#section`) releases them all at once.
 */
export function useStaggeredActivation(total: number, immediately: boolean, maxWaitMs = 2000): number {
  const [count, setCount] = useState(immediately ? total : 0);
  useEffect(() => {
    if (count >= total) return;
    const next = () => setCount((n) => Math.min(total, n + 1));
    const all = () => setCount(total);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const handle = hasIdle ? window.requestIdleCallback(next, { timeout: maxWaitMs }) : window.setTimeout(next, 200);
    for (const e of WAKE_EVENTS) window.addEventListener(e, all, { once: true, passive: true });
    return () => {
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      for (const e of WAKE_EVENTS) window.removeEventListener(e, all);
    };
  }, [count, total, maxWaitMs]);
  return immediately ? total : count;
}
