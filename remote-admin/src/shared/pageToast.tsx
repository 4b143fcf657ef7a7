import { ConfigProvider, notification } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { ADMIN_TOAST } from '@studio/contracts/auth';
import { adminTheme } from '../app/theme';

let ready = false;

function setup() {
  if (ready) return;
  ready = true;
  // Static notifications render in their own root; this gives them the admin's theme and locale.
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider locale={ptBR} theme={adminTheme}>
        {children}
      </ConfigProvider>
    ),
  });
  notification.config({ placement: 'topRight', duration: ADMIN_TOAST.durationMs / 1000, maxCount: ADMIN_TOAST.max });
}

/**
 * A toast that stays on screen while the page changes: 'Login realizado com sucesso!' followed by the move to
 * /admin, 'Sessão encerrada' followed by /auth. Toasts bound to a screen's `App` would vanish with it.
 */
export function pageToast(kind: 'success' | 'info' | 'error', title: string, description?: string) {
  setup();
  notification[kind]({ title, description });
}
