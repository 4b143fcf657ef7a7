import { Link } from 'react-router-dom';
import { ArrowLeft, RotateCw } from 'lucide-react';

export function ReloadButton({ children }: { children: string }) {
  return (
    <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
      <RotateCw size={18} aria-hidden="true" />
      {children}
    </button>
  );
}

/** 'Voltar ao Início': the main action where nothing else can be done, else beside it. */
export function HomeLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/" className={primary ? 'btn btn--primary' : 'btn btn--ghost-ink'}>
      <ArrowLeft size={18} aria-hidden="true" />
      Voltar ao Início
    </Link>
  );
}
