import { useLocation } from 'react-router-dom';
import { SERVICES } from '@studio/contracts/studio';
import { usePageMeta } from '@studio/platform';
import { ServiceView } from '../features/services/ServiceView';
import { SERVICE_CONTENT } from '../features/services/serviceContent';
import { NotFoundState } from '../features/status/NotFoundState';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/services/services.css';

/** One component for the four service pages: the path names the service. */
export default function ServicePage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  const service = SERVICES.find((s) => s.slug === slug);
  const content = service ? SERVICE_CONTENT[service.slug] : undefined;
  usePageMeta({
    title: service?.title ?? 'Serviço não encontrado',
    description: content?.metaDescription ?? 'Este serviço não existe ou foi movido.',
    canonical: service ? `/${service.slug}` : undefined,
  });
  return (
    <div data-remote="public" data-screen="ServicePage">
      {service && content ? (
        <ServiceView service={service} content={content} />
      ) : (
        <NotFoundState title="Serviço não encontrado" text="Este serviço não existe ou foi movido." backTo="/#services" backLabel="Ver serviços" />
      )}
    </div>
  );
}
