import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isMaintenanceExempt } from '@studio/contracts/routes';
import { useMaintenance, useSession } from '@studio/platform';

/** public-site.md §4: anonymous visitors outside the exempt paths go to /manutencao, replacing history. */
export function MaintenanceGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const on = useMaintenance((s) => s.maintenanceMode);
  const { isAuthenticated, loading } = useSession();
  if (on && !loading && !isAuthenticated && !isMaintenanceExempt(pathname)) {
    return <Navigate to="/manutencao" replace />;
  }
  return children;
}
