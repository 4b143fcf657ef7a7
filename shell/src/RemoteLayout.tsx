import { Suspense, use, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRoute } from '@studio/contracts/routes';
import { loadRemoteComponents } from './remoteModules';
import { LoadingFallback, markFirstScreenShown } from './prerendered';

function Loaded({ module }: { module: string }) {
  const { pathname } = useLocation();
  const screen = findRoute(pathname)?.screen;
  // Layout and screen load together, so the layout never shows with an empty page inside.
  const [Layout] = use(loadRemoteComponents(screen ? [module, screen] : [module]));
  useEffect(markFirstScreenShown, []);
  // Without its layout a page still renders on its own.
  if (!Layout) return <main className="shell-plain"><Outlet /></main>;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** Wraps a group of routes in a remote's layout, which stays mounted while its pages change. */
export function RemoteLayout({ module }: { module: string }) {
  return (
    <Suspense fallback={<LoadingFallback />}>
      <Loaded module={module} />
    </Suspense>
  );
}
