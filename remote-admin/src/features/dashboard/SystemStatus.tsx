import { DASHBOARD_TEXTS } from '@studio/contracts/dashboard';

/** 'Sistema Online' while the API answers the dashboard; says so when it does not. */
export function SystemStatus({ online }: { online: boolean }) {
  return (
    <span className={`dash-status${online ? '' : ' dash-status--off'}`} role="status" data-testid="system-status">
      <span className="dash-status__dot" aria-hidden="true" />
      {online ? DASHBOARD_TEXTS.online : 'Sem conexão com o servidor'}
    </span>
  );
}
