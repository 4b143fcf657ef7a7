import { Suspense, use, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { loadRemoteComponent } from './remoteModules';
import { Unavailable } from './Unavailable';

interface Props {
  module: string;
  /** what shows when the remote is down; `null` hides the area (e.g. the chat button) */
  fallback?: ReactNode;
  props?: Record<string, unknown>;
  children?: ReactNode;
}

function Loaded({ module, fallback, props, children }: Props) {
  const Screen = use(loadRemoteComponent(module));
  if (!Screen) return fallback === undefined ? <Unavailable /> : fallback;
  return <Screen {...props}>{children}</Screen>;
}

/** One remote module in its own error boundary: a render error sends the visitor to /error. */
export function RemoteScreen(p: Props) {
  const navigate = useNavigate();
  return (
    <ErrorBoundary key={p.module} onError={() => navigate('/error', { replace: true })}>
      <Suspense fallback={<div className="shell-loading" aria-busy="true" />}>
        <Loaded {...p} />
      </Suspense>
    </ErrorBoundary>
  );
}
