import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isMaintenanceExempt } from '@studio/contracts/routes';
import { useMaintenance, useSession } from '@studio/platform';

/**
 * public-site.md §4: anonymous visitors outside the exempt paths go to /manutencao, replacing history.
 * The flag first comes from local storage (no round trip before the first paint); when the server then says
 * maintenance is off, a visitor who was sent away goes back to the page they asked for.
 */
export function MaintenanceGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const on = useMaintenance((s) => s.maintenanceMode);
  const { isAuthenticated, loading } = useSession();
  const from = (location.state as { from?: string } | null)?.from;
  const blocked = on && !loading && !isAuthenticated && !isMaintenanceExempt(location.pathname);

  useEffect(() => {
    if (!on && location.pathname === '/manutencao' && from) navigate(from, { replace: true });
  }, [on, location.pathname, from, navigate]);

  if (blocked) {
    return <Navigate to="/manutencao" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}
