// This remote's pages rendered at build time (prerenderPages in @studio/platform/prerender says which).
import { prerenderPages } from '@studio/platform/prerender';
import SiteLayout from './screens/SiteLayout';
import HomePage from './screens/HomePage';
import ServicePage from './screens/ServicePage';
import ProjectsPage from './screens/ProjectsPage';
import CaseStudyPage from './screens/CaseStudyPage';
import BlogPage from './screens/BlogPage';
import MaintenancePage from './screens/MaintenancePage';
import ErrorPage from './screens/ErrorPage';

export const { paths, render } = prerenderPages(
  'public',
  {
    'public/HomePage': HomePage,
    'public/ServicePage': ServicePage,
    'public/ProjectsPage': ProjectsPage,
    'public/CaseStudyPage': CaseStudyPage,
    'public/BlogPage': BlogPage,
    'public/MaintenancePage': MaintenancePage,
    'public/ErrorPage': ErrorPage,
  },
  { 'public/SiteLayout': SiteLayout },
);
