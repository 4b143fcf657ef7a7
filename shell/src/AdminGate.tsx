import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@studio/platform';

/** admin-area.md §4: spinner while loading, no user → /auth, not admin → /, admin → the panel. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { loading, user, isAdmin } = useSession();
  if (loading) {
    return (
      <div className="shell-gate" role="status" aria-live="polite">
        <span className="shell-spinner" aria-hidden="true" />
        <span className="st-visually-hidden">Verificando acesso...</span>
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
