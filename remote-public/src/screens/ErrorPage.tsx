import { Link } from 'react-router-dom';
import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { usePageMeta } from '@studio/platform';
import { StatusScreen } from '../features/status/StatusScreen';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/status/status.css';

export default function ErrorPage() {
  usePageMeta({
    title: 'Algo deu errado',
    description: 'Ocorreu um erro inesperado. Tente novamente ou volte para a página inicial do Estúdio Criativo.',
  });
  return (
    <StatusScreen
      screen="ErrorPage"
      visual={
        <span className="status__icon">
          <AlertTriangle size={40} aria-hidden="true" />
        </span>
      }
      title="Ops! Algo deu errado"
    >
      <p className="status__text">
        Encontramos um problema inesperado ao carregar esta página. Tente novamente em alguns instantes ou volte para o
        início.
      </p>
      <div className="btn-row status__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <RotateCw size={18} aria-hidden="true" />
          Tentar Novamente
        </button>
        <Link to="/" className="btn btn--ghost-ink">
          <ArrowLeft size={18} aria-hidden="true" />
          Voltar ao Início
        </Link>
      </div>
    </StatusScreen>
  );
}
