// Standalone mode for the team that owns this remote: its screens without the shell (npm run dev -w ...).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Toaster, useSession } from '@studio/platform';
import '@studio/platform/tokens.css';
import AuthPage from './screens/AuthPage';
import AdminLoginPage from './screens/AdminLoginPage';
import DemoLoginPage from './screens/DemoLoginPage';
import AdminApp from './screens/AdminApp';

void useSession.getState().refresh();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/login" element={<DemoLoginPage />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
