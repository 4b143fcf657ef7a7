// Standalone mode for the team that owns this remote: its screens without the shell (npm run dev -w ...).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@studio/platform';
import '@studio/platform/tokens.css';
import AuthPage from './screens/AuthPage';
import AdminApp from './screens/AdminApp';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
