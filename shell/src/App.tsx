import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, NOT_FOUND_SCREEN, type RouteEntry } from '@studio/contracts/routes';
import { Toaster, useSession } from '@studio/platform';
import { RemoteScreen } from './RemoteScreen';
import { RemoteLayout } from './RemoteLayout';
import { MaintenanceGuard } from './MaintenanceGuard';
import { AdminGate } from './AdminGate';
import { loadPublicSettings } from './settings';

function screen(entry: Pick<RouteEntry, 'screen' | 'extras' | 'guard'>) {
  const content = (
    <>
      <RemoteScreen module={entry.screen} />
      {entry.extras?.map((m) => <RemoteScreen key={m} module={m} fallback={null} deferred />)}
    </>
  );
  return entry.guard === 'admin' ? <AdminGate>{content}</AdminGate> : content;
}

/** Routes grouped by layout, so a layout (header, footer) stays mounted while its pages change. */
function routeTree() {
  const byLayout = new Map<string, RouteEntry[]>();
  const bare: RouteEntry[] = [];
  for (const r of ROUTES) {
    if (r.redirectTo) continue;
    if (r.layout) byLayout.set(r.layout, [...(byLayout.get(r.layout) ?? []), r]);
    else bare.push(r);
  }
  return (
    <>
      {[...byLayout].map(([layout, entries]) => (
        <Route key={layout} element={<RemoteLayout module={layout} />}>
          {entries.map((r) => (
            <Route key={r.path} path={r.path} element={screen(r)} />
          ))}
        </Route>
      ))}
      {bare.map((r) => (
        <Route key={r.path} path={r.path} element={screen(r)} />
      ))}
      {ROUTES.filter((r) => r.redirectTo).map((r) => (
        <Route key={r.path} path={r.path} element={<Navigate to={r.redirectTo!} replace />} />
      ))}
      <Route path="*" element={<RemoteScreen module={NOT_FOUND_SCREEN} />} />
    </>
  );
}

const tree = routeTree();

export function App() {
  useEffect(() => {
    void useSession.getState().refresh();
    void loadPublicSettings();
  }, []);
  return (
    <BrowserRouter>
      <MaintenanceGuard>
        <Routes>{tree}</Routes>
      </MaintenanceGuard>
      <Toaster />
    </BrowserRouter>
  );
}
