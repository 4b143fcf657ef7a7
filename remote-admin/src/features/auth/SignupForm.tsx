import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { AUTH_MESSAGES, AUTH_TEXTS, PASSWORD_MIN_LENGTH } from '@studio/contracts/auth';
import { useConfig } from '@studio/platform';
import { inDomain } from './domain';
import { signupFailure } from './outcome';
import { signUp } from './api';
import { useNotify } from '../../shared/useNotify';

interface Values {
  email: string;
  password: string;
  confirm: string;
}

/** /auth, tab 'Cadastro': the checks of admin-area.md §5 in the spec's order, then the server's. */
export function SignupForm() {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const domain = useConfig((c) => c.adminEmailDomain);
  const notify = useNotify();

  async function submit({ email, password, confirm }: Values) {
    if (!inDomain(email, domain)) {
      notify.error(AUTH_MESSAGES.accessDeniedTitle, AUTH_MESSAGES.signupDomain(domain));
      return;
    }
    if (password !== confirm) {
      notify.error(AUTH_MESSAGES.signupErrorTitle, AUTH_MESSAGES.passwordsDiffer);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      notify.error(AUTH_MESSAGES.signupErrorTitle, AUTH_MESSAGES.passwordTooShort);
      return;
    }
    setBusy(true);
    try {
      await signUp({ email: email.trim(), password });
      notify.success(AUTH_MESSAGES.signupSuccessTitle, AUTH_MESSAGES.signupSuccess);
      form.resetFields();
    } catch (err) {
      const t = signupFailure(err, domain);
      notify.error(t.title, t.description);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} name="signup">
      <Form.Item label={AUTH_TEXTS.email} name="email" rules={[{ required: true, message: 'Informe seu email' }]}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder={`voce@${domain}`} />
      </Form.Item>
      <Form.Item label={AUTH_TEXTS.password} name="password" rules={[{ required: true, message: 'Informe uma senha' }]}>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Form.Item label={AUTH_TEXTS.confirmPassword} name="confirm" rules={[{ required: true, message: 'Confirme a senha' }]}>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy}>
        {busy ? AUTH_TEXTS.signingUp : AUTH_TEXTS.signUp}
      </Button>
    </Form>
  );
}
