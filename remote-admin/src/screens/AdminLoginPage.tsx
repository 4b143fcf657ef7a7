import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ADMIN_LOGIN_DELAY_MS, AUTH_MESSAGES, AUTH_TEXTS, DEMO_ADMIN_ACCOUNT } from '@studio/contracts/auth';
import { useConfig } from '@studio/platform';
import { AdminProviders } from '../app/AdminProviders';
import { AuthShell } from '../features/auth/AuthShell';
import { signIn } from '../features/auth/api';
import { useSignedIn } from '../features/auth/useSignedIn';
import { serverMessage } from '../shared/http';
import { useNotify } from '../shared/useNotify';
import { pageToast } from '../shared/pageToast';
import { PasswordAndSignIn } from '../features/auth/PasswordAndSignIn';

interface Values {
  username: string;
  password: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function AdminLoginScreen() {
  const [busy, setBusy] = useState(false);
  const demo = useConfig((c) => c.demoLogin);
  const signedIn = useSignedIn();
  const notify = useNotify();
  const navigate = useNavigate();

  async function submit({ username, password }: Values) {
    setBusy(true);
    try {
      // admin-area.md §2: the form waits one second, then signs in on the server.
      await wait(ADMIN_LOGIN_DELAY_MS);
      await signIn({ login: username.trim(), password });
      pageToast('success', AUTH_MESSAGES.loginSuccessTitle, AUTH_MESSAGES.loginSuccess);
      navigate('/admin', { replace: true });
    } catch (err) {
      const msg = serverMessage(err);
      // Wrong credentials read as the spec says; anything else (limit, unconfirmed, offline) adds the reason.
      notify.error(AUTH_MESSAGES.adminLoginFailed, msg && msg !== AUTH_MESSAGES.invalidCredentials ? msg : undefined);
      setBusy(false);
    }
  }

  if (signedIn && !busy) return <Navigate to="/admin" replace />;
  return (
    <AuthShell screen="AdminLoginPage" title={AUTH_TEXTS.adminLoginTitle} subtitle="Entre com seu usuário (ou email) e senha.">
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} name="admin-login">
        <Form.Item label={AUTH_TEXTS.username} name="username" rules={[{ required: true, message: 'Informe seu usuário' }]}>
          <Input autoComplete="username" prefix={<UserOutlined />} />
        </Form.Item>
        <PasswordAndSignIn busy={busy} requiredMessage="Informe sua senha" />
      </Form>
      {demo && (
        <Alert
          className="adm-auth__hint"
          type="info"
          showIcon
          title={AUTH_TEXTS.demoHint}
          description={
            <>
              Usuário <code>{DEMO_ADMIN_ACCOUNT.username}</code> e senha <code>{DEMO_ADMIN_ACCOUNT.password}</code>
            </>
          }
        />
      )}
    </AuthShell>
  );
}

/** /admin/login: username and password, checked by the server after the spec's 1-second wait. */
export default function AdminLoginPage() {
  return (
    <AdminProviders>
      <AdminLoginScreen />
    </AdminProviders>
  );
}
