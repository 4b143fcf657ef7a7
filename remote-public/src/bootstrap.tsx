// Standalone mode for the team that owns this remote: its screens without the shell (npm run dev -w ...).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@studio/platform';
import '@studio/platform/tokens.css';
import { Outlet } from 'react-router-dom';
import SiteLayout from './screens/SiteLayout';
import HomePage from './screens/HomePage';
import ProjectsPage from './screens/ProjectsPage';
import NotFoundPage from './screens/NotFoundPage';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route element={<SiteLayout><Outlet /></SiteLayout>}>
            <Route path="/" element={<HomePage />} />
            <Route path="/projects" element={<ProjectsPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
