import type { ReactNode } from 'react';
import { Header } from '../features/layout/Header';
import { Footer } from '../features/layout/Footer';
import { useScrollTopOnNavigate } from '../features/layout/useScrollTopOnNavigate';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/layout/layout.css';

/** Header and footer around every public page (and the quiz). Toasts are rendered by the shell. */
export default function SiteLayout({ children }: { children?: ReactNode }) {
  useScrollTopOnNavigate();
  return (
    <div className="site" data-remote="public" data-screen="SiteLayout">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="site__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
