import { appConfig } from '@studio/build-config';

export default appConfig({
  dir: import.meta.dirname,
  name: 'public',
  exposes: {
    './HomePage': './src/screens/HomePage.tsx',
    './ServicePage': './src/screens/ServicePage.tsx',
    './ProjectsPage': './src/screens/ProjectsPage.tsx',
    './CaseStudyPage': './src/screens/CaseStudyPage.tsx',
    './ProjectPage': './src/screens/ProjectPage.tsx',
    './BlogPage': './src/screens/BlogPage.tsx',
    './BlogPostPage': './src/screens/BlogPostPage.tsx',
    './MaintenancePage': './src/screens/MaintenancePage.tsx',
    './ErrorPage': './src/screens/ErrorPage.tsx',
    './NotFoundPage': './src/screens/NotFoundPage.tsx',
    './SiteLayout': './src/screens/SiteLayout.tsx',
  },
});
