import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  // A transition lets React render the first screen in slices that yield to the browser, instead of one long
  // task that keeps the page from answering a tap; the prerendered HTML stays on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
