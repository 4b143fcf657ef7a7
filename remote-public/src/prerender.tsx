// Build-time rendering of this remote's static pages (see packages/build-config/prerender.mjs and
// scripts/prerender.ts). The edge puts the HTML in the page so the first paint needs no JavaScript; the
// browser then renders the same components over it.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PRERENDER_SLOT, ROUTES } from '@studio/contracts/routes';
import SiteLayout from './screens/SiteLayout';
import HomePage from './screens/HomePage';
import ServicePage from './screens/ServicePage';
import ProjectsPage from './screens/ProjectsPage';
import CaseStudyPage from './screens/CaseStudyPage';
import BlogPage from './screens/BlogPage';
import MaintenancePage from './screens/MaintenancePage';
import ErrorPage from './screens/ErrorPage';

const SCREENS: Record<string, ComponentType> = {
  'public/HomePage': HomePage,
  'public/ServicePage': ServicePage,
  'public/ProjectsPage': ProjectsPage,
  'public/CaseStudyPage': CaseStudyPage,
  'public/BlogPage': BlogPage,
  'public/MaintenancePage': MaintenancePage,
  'public/ErrorPage': ErrorPage,
};
const LAYOUTS: Record<string, ComponentType<{ children?: ReactNode }>> = { 'public/SiteLayout': SiteLayout };

/**
 * Routes without parameters whose screen (and layout, if any) this remote renders. A screen that loads data
 * (the blog's list) is rendered in its loading state: the hero and the reserved list area paint at once. A
 * screen of another remote in this remote's layout gets the layout alone, with PRERENDER_SLOT where the
 * screen goes: the other remote prerenders the screen and the edge puts the two together.
 */
const pages = ROUTES.filter(
  (r) =>
    !r.redirectTo &&
    !r.path.includes(':') &&
    !r.path.includes('*') &&
    (r.layout ? LAYOUTS[r.layout] && (SCREENS[r.screen] || !r.screen.startsWith('public/')) : SCREENS[r.screen]),
);

export const paths = pages.map((r) => r.path);

/** An element React writes as exactly PRERENDER_SLOT. */
function Slot() {
  return <div data-prerender-slot="" />;
}

export function render(path: string): string {
  const route = pages.find((r) => r.path === path);
  if (!route) throw new Error(`sem prerender para ${path}`);
  const Screen = SCREENS[route.screen] ?? Slot;
  const Layout = route.layout ? LAYOUTS[route.layout]! : null;
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      {Layout ? (
        <Layout>
          <Screen />
        </Layout>
      ) : (
        <Screen />
      )}
    </MemoryRouter>,
  );
  if (Screen === Slot && !html.includes(PRERENDER_SLOT)) throw new Error(`o layout de ${path} não deixou o espaço da tela`);
  return html;
}
