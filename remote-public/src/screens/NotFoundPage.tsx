import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@studio/platform';
import { HomeLink } from '../features/status/StatusActions';
import { StatusScreen } from '../features/status/StatusScreen';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/status/status.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Página não encontrada',
    description: 'A página que você está procurando não existe ou foi movida. Volte ao início para conhecer o Estúdio Criativo.',
  });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <StatusScreen screen="NotFoundPage" visual={<span className="status__code">404</span>} title="Página não encontrada">
      <p className="status__text">A página que você está procurando não existe ou foi movida.</p>
      <p className="status__path">
        Endereço acessado: <code data-testid="attempted-path">{pathname}</code>
      </p>
      <div className="btn-row status__actions">
        <HomeLink primary />
      </div>
    </StatusScreen>
  );
}
