import { Suspense, use } from 'react';
import { Outlet } from 'react-router-dom';
import { loadRemoteComponent } from './remoteModules';

function Loaded({ module }: { module: string }) {
  const Layout = use(loadRemoteComponent(module));
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
    <Suspense fallback={<div className="shell-loading" aria-busy="true" />}>
      <Loaded module={module} />
    </Suspense>
  );
}
