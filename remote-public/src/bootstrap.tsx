// Standalone mode for the team that owns this remote: its screens without the shell (npm run dev -w ...).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { CASE_STUDY_SLUGS, SERVICE_SLUGS } from '@studio/contracts/routes';
import { Toaster } from '@studio/platform';
import '@fontsource-variable/sora/wght.css';
import '@fontsource-variable/inter/wght.css';
import '@studio/platform/tokens.css';
import SiteLayout from './screens/SiteLayout';
import HomePage from './screens/HomePage';
import ServicePage from './screens/ServicePage';
import ProjectsPage from './screens/ProjectsPage';
import CaseStudyPage from './screens/CaseStudyPage';
import ProjectPage from './screens/ProjectPage';
import BlogPage from './screens/BlogPage';
import BlogPostPage from './screens/BlogPostPage';
import MaintenancePage from './screens/MaintenancePage';
import ErrorPage from './screens/ErrorPage';
import NotFoundPage from './screens/NotFoundPage';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            element={
              <SiteLayout>
                <Outlet />
              </SiteLayout>
            }
          >
            <Route path="/" element={<HomePage />} />
            {SERVICE_SLUGS.map((s) => (
              <Route key={s} path={`/${s}`} element={<ServicePage />} />
            ))}
            <Route path="/projects" element={<ProjectsPage />} />
            {CASE_STUDY_SLUGS.map((s) => (
              <Route key={s} path={`/projects/${s}`} element={<CaseStudyPage />} />
            ))}
            <Route path="/projects/:slug" element={<ProjectPage />} />
            <Route path="/blog" element={<BlogPage />} />
            <Route path="/blog/:slug" element={<BlogPostPage />} />
          </Route>
          {CASE_STUDY_SLUGS.map((s) => (
            <Route key={s} path={`/${s}`} element={<Navigate to={`/projects/${s}`} replace />} />
          ))}
          <Route path="/manutencao" element={<MaintenancePage />} />
          <Route path="/error" element={<ErrorPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
