import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { ADMIN_TOAST } from '@studio/contracts/auth';
import { adminTheme } from './theme';
import './admin.css';

dayjs.locale('pt-br');

/**
 * Every admin screen sits in these: Ant Design in Brazilian Portuguese with the studio's theme, and the `App`
 * context that gives components `notification`, `message` and `modal` bound to that theme.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={adminTheme}>
      <App component={false} notification={{ placement: 'topRight', duration: ADMIN_TOAST.durationMs / 1000, maxCount: ADMIN_TOAST.max }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
