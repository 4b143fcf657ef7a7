import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, AUTH_TEXTS, DEMO_ACCOUNT, DEMO_LOGIN_REDIRECT_DELAY_MS, demoEmail } from '@studio/contracts/auth';
import { useConfig } from '@studio/platform';
import { AdminProviders } from '../app/AdminProviders';
import { AuthShell } from '../features/auth/AuthShell';
import { signIn } from '../features/auth/api';
import { useSignedIn } from '../features/auth/useSignedIn';
import { serverMessage, statusOf } from '../shared/http';
import { useNotify } from '../shared/useNotify';
import { pageToast } from '../shared/pageToast';
import { PasswordAndSignIn } from '../features/auth/PasswordAndSignIn';

interface Values {
  email: string;
  password: string;
}

function DemoLoginScreen() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { demoLogin, adminEmailDomain } = useConfig();
  const signedIn = useSignedIn();
  const notify = useNotify();
  const navigate = useNavigate();
  const email = demoEmail(adminEmailDomain);

  async function submit(values: Values) {
    setBusy(true);
    try {
      // Nothing is checked here: the server signs in its seeded demo account (or refuses).
      await signIn({ login: values.email.trim(), password: values.password });
      // busy stays on: the page leaves for /admin after the spec's one second.
      pageToast('success', AUTH_MESSAGES.loginSuccessTitle, AUTH_MESSAGES.loginSuccess);
      setTimeout(() => navigate('/admin', { replace: true }), DEMO_LOGIN_REDIRECT_DELAY_MS);
    } catch (err) {
      const msg = serverMessage(err);
      notify.error('Erro', statusOf(err) === 401 || !msg ? AUTH_MESSAGES.demoLoginFailed : msg);
      setBusy(false);
    }
  }

  if (signedIn && !busy) return <Navigate to="/admin" replace />;
  if (!demoLogin) {
    return (
      <AuthShell screen="DemoLoginPage" title={AUTH_TEXTS.demoTitle}>
        <Alert type="warning" showIcon title={AUTH_MESSAGES.demoDisabled} />
        <Typography.Paragraph className="adm-auth__alt">
          Administradores entram pela <Link to="/auth">área administrativa</Link>.
        </Typography.Paragraph>
      </AuthShell>
    );
  }
  return (
    <AuthShell screen="DemoLoginPage" title={AUTH_TEXTS.demoTitle} subtitle="Conheça o painel com uma conta de demonstração.">
      <Alert
        className="adm-auth__creds"
        type="info"
        showIcon
        title="Credenciais de demonstração"
        description={
          <dl className="adm-creds">
            <dt>Email</dt>
            <dd>
              <code>{email}</code>
            </dd>
            <dt>Senha</dt>
            <dd>
              <code>{DEMO_ACCOUNT.password}</code>
            </dd>
          </dl>
        }
        action={
          <Button size="small" onClick={() => form.setFieldsValue({ email, password: DEMO_ACCOUNT.password })}>
            Preencher
          </Button>
        }
      />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} name="demo-login">
        <Form.Item label={AUTH_TEXTS.email} name="email" rules={[{ required: true, message: 'Informe o email' }]}>
          <Input type="email" autoComplete="username" prefix={<MailOutlined />} />
        </Form.Item>
        <PasswordAndSignIn busy={busy} requiredMessage="Informe a senha" />
      </Form>
    </AuthShell>
  );
}

/** /login: the demo sign-in (on while DEMO_LOGIN is on; the server holds and checks the account). */
export default function DemoLoginPage() {
  return (
    <AdminProviders>
      <DemoLoginScreen />
    </AdminProviders>
  );
}
