import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { loadRemoteComponent } from './remoteModules';
import { Unavailable } from './Unavailable';
import { LoadingFallback, markFirstScreenShown } from './prerendered';

interface Props {
  module: string;
  /** what shows when the remote is down; `null` hides the area (e.g. the chat button) */
  fallback?: ReactNode;
  props?: Record<string, unknown>;
  children?: ReactNode;
  /** a secondary widget (the chat): loaded once the visitor engages with the page, see useEngaged */
  deferred?: boolean;
}

const ENGAGEMENT = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;
/** A visitor who has not touched the page by then gets the widget anyway. */
const DEFERRED_FALLBACK_MS = 6000;
/** Once released (by engagement or the fallback), a page visited later in the same visit loads its widgets at once. */
let engaged = false;

/**
 * True once the visitor first moves the pointer, touches, types or scrolls (or after DEFERRED_FALLBACK_MS),
 * and the browser then has a moment to spare. Until then nothing of the widget is downloaded or run, so it
 * never competes with the first screen: loaded at the first idle moment, the chat's code was most of the
 * home page's blocking time in Lighthouse (median 473 ms with it, about 150 without).
 */
function useEngaged(enabled: boolean): boolean {
  const [ready, setReady] = useState(!enabled || engaged);
  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = () => {
      clearTimeout(timer);
      for (const type of ENGAGEMENT) window.removeEventListener(type, start, true);
    };
    const start = () => {
      engaged = true;
      stopListening();
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else setReady(true);
    };
    timer = setTimeout(start, DEFERRED_FALLBACK_MS);
    for (const type of ENGAGEMENT) window.addEventListener(type, start, { capture: true, passive: true, once: true });
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [ready]);
  return ready;
}

function Loaded({ module, fallback, props, children }: Props) {
  const Screen = use(loadRemoteComponent(module));
  useEffect(markFirstScreenShown, []);
  if (!Screen) return fallback === undefined ? <Unavailable /> : fallback;
  return <Screen {...props}>{children}</Screen>;
}

/** One remote module in its own error boundary: a render error sends the visitor to /error. */
export function RemoteScreen(p: Props) {
  const navigate = useNavigate();
  const ready = useEngaged(Boolean(p.deferred));
  if (!ready) return null;
  return (
    <ErrorBoundary key={p.module} onError={() => navigate('/error', { replace: true })}>
      <Suspense fallback={p.deferred ? null : <LoadingFallback />}>
        <Loaded {...p} />
      </Suspense>
    </ErrorBoundary>
  );
}
