import { AlertTriangle } from 'lucide-react';
import { usePageMeta } from '@studio/platform';
import { HomeLink, ReloadButton } from '../features/status/StatusActions';
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
        <ReloadButton>Tentar Novamente</ReloadButton>
        <HomeLink />
      </div>
    </StatusScreen>
  );
}
