// Build-time rendering of the quiz's screen (see packages/build-config/prerender.mjs and scripts/prerender.ts).
// The public remote prerenders the site's layout around it with a slot; the edge puts this HTML in the slot,
// so /orcamento paints its first question before any script runs.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '@studio/contracts/routes';
import QuizPage from './screens/QuizPage';

const pages = ROUTES.filter((r) => r.screen === 'quiz/QuizPage' && !r.redirectTo);

export const paths = pages.map((r) => r.path);

export function render(path: string): string {
  if (!paths.includes(path)) throw new Error(`sem prerender para ${path}`);
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <QuizPage />
    </MemoryRouter>,
  );
}
