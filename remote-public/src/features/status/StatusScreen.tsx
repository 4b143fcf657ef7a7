import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';

interface Props {
  screen: string;
  /** big decorative element above the title (404, an icon) */
  visual: ReactNode;
  title: string;
  children: ReactNode;
}

/** The full-screen frame of the pages shown outside the site layout: maintenance, error and not-found. */
export function StatusScreen({ screen, visual, title, children }: Props) {
  return (
    <div className="status" data-remote="public" data-screen={screen}>
      <div className="status__glow" aria-hidden="true" />
      <header className="container status__top">
        <Link to="/" className="status__logo" aria-label="Estúdio Criativo, página inicial">
          <Logo />
        </Link>
      </header>
      <main className="container status__main">
        <div className="status__visual">{visual}</div>
        <h1 className="status__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
