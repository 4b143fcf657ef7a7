// Standalone mode for the team that owns this remote: its screens without the shell (npm run dev -w ...).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@studio/platform';
import '@studio/platform/tokens.css';
import QuizPage from './screens/QuizPage';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<QuizPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
