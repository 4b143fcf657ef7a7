import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { AUTH_TEXTS } from '@studio/contracts/auth';

/** The end of every sign-in form: the password (with its own required message) and 'Entrar'. */
export function PasswordAndSignIn({ busy, requiredMessage }: { busy: boolean; requiredMessage: string }) {
  return (
    <>
      <Form.Item label={AUTH_TEXTS.password} name="password" rules={[{ required: true, message: requiredMessage }]}>
        <Input.Password autoComplete="current-password" prefix={<LockOutlined />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy}>
        {busy ? AUTH_TEXTS.signingIn : AUTH_TEXTS.signIn}
      </Button>
    </>
  );
}
