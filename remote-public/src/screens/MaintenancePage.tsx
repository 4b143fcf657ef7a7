import { Clock, Wrench } from 'lucide-react';
import { formatPhone } from '@studio/contracts/config';
import { useConfig, useMaintenance, usePageMeta } from '@studio/platform';
import { HomeLink, ReloadButton } from '../features/status/StatusActions';
import { StatusScreen } from '../features/status/StatusScreen';
import { WhatsappIcon } from '../ui/BrandIcons';
import { WhatsappLink } from '../ui/WhatsappLink';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/status/status.css';

export default function MaintenancePage() {
  const whatsapp = useConfig((c) => c.whatsapp);
  const maintenanceMode = useMaintenance((s) => s.maintenanceMode);
  usePageMeta({
    title: 'Site em Manutenção',
    description: 'O site do Estúdio Criativo está em manutenção e volta em 2-4 horas. Fale com a gente pelo WhatsApp.',
  });
  return (
    <StatusScreen
      screen="MaintenancePage"
      visual={
        <span className="status__icon">
          <Wrench size={40} aria-hidden="true" />
        </span>
      }
      title="Site em Manutenção"
    >
      <p className="status__text">
        Estamos fazendo melhorias para oferecer uma experiência ainda melhor. Voltamos em breve.
      </p>
      <p className="badge badge--on-ink status__eta">
        <Clock size={16} aria-hidden="true" />
        Tempo estimado: 2-4 horas
      </p>
      <div className="btn-row status__actions">
        <ReloadButton>Verificar Novamente</ReloadButton>
        {/* once the server reports the site back, a way out beats reloading this page */}
        {!maintenanceMode && <HomeLink />}
      </div>
      <p className="status__contact">
        <WhatsappIcon size={18} />
        <span>
          Precisa falar com a gente agora? WhatsApp:{' '}
          <WhatsappLink className="status__link">{formatPhone(whatsapp)}</WhatsappLink>
        </span>
      </p>
    </StatusScreen>
  );
}
