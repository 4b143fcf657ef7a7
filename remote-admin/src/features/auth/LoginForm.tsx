import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, AUTH_TEXTS } from '@studio/contracts/auth';
import { useConfig } from '@studio/platform';
import { inDomain } from './domain';
import { loginFailure } from './outcome';
import { signIn } from './api';
import { useNotify } from '../../shared/useNotify';
import { pageToast } from '../../shared/pageToast';
import { PasswordAndSignIn } from './PasswordAndSignIn';

interface Values {
  email: string;
  password: string;
}

/** /auth, tab 'Login'. */
export function LoginForm() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const domain = useConfig((c) => c.adminEmailDomain);
  const notify = useNotify();
  const navigate = useNavigate();

  async function submit({ email, password }: Values) {
    if (!inDomain(email, domain)) {
      notify.error(AUTH_MESSAGES.accessDeniedTitle, AUTH_MESSAGES.accessDenied(domain));
      return;
    }
    setBusy(true);
    try {
      await signIn({ login: email.trim(), password });
      pageToast('success', AUTH_MESSAGES.loginSuccessTitle, AUTH_MESSAGES.loginSuccess);
      navigate('/admin', { replace: true });
    } catch (err) {
      const t = loginFailure(err);
      notify.error(t.title, t.description);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} name="login">
      <Form.Item label={AUTH_TEXTS.email} name="email" rules={[{ required: true, message: 'Informe seu email' }]}>
        <Input type="email" autoComplete="username" prefix={<MailOutlined />} placeholder={`voce@${domain}`} />
      </Form.Item>
      <PasswordAndSignIn busy={busy} requiredMessage="Informe sua senha" />
    </Form>
  );
}
