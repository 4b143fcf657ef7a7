// Build-time rendering of this remote's static pages (see packages/build-config/prerender.mjs and
// scripts/prerender.ts). The edge puts the HTML in the page so the first paint needs no JavaScript; the
// browser then renders the same components over it.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '@studio/contracts/routes';
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
 * (the blog's list) is rendered in its loading state: the hero and the placeholder cards paint at once.
 */
const pages = ROUTES.filter(
  (r) => !r.redirectTo && !r.path.includes(':') && !r.path.includes('*') && SCREENS[r.screen] && (!r.layout || LAYOUTS[r.layout]),
);

export const paths = pages.map((r) => r.path);

export function render(path: string): string {
  const route = pages.find((r) => r.path === path);
  if (!route) throw new Error(`sem prerender para ${path}`);
  const Screen = SCREENS[route.screen]!;
  const Layout = route.layout ? LAYOUTS[route.layout]! : null;
  return renderToString(
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
}
