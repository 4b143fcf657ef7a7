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
  /** load only once the page is idle (secondary widgets must not compete with the first paint) */
  deferred?: boolean;
}

function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    let cancel = () => {};
    const schedule = () => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 1500);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, [enabled]);
  return idle;
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
  const idle = useIdle(Boolean(p.deferred));
  if (!idle) return null;
  return (
    <ErrorBoundary key={p.module} onError={() => navigate('/error', { replace: true })}>
      <Suspense fallback={p.deferred ? null : <LoadingFallback />}>
        <Loaded {...p} />
      </Suspense>
    </ErrorBoundary>
  );
}
