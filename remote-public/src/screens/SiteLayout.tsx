import type { ReactNode } from 'react';

export default function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-remote="public" data-screen="SiteLayout">
      <header>Estúdio Criativo</header>
      <main>{children}</main>
      <footer>© {new Date().getFullYear()} Estúdio Criativo</footer>
    </div>
  );
}
