import { Navigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { AUTH_TEXTS } from '@studio/contracts/auth';
import { useConfig } from '@studio/platform';
import { AdminProviders } from '../app/AdminProviders';
import { AuthShell } from '../features/auth/AuthShell';
import { LoginForm } from '../features/auth/LoginForm';
import { SignupForm } from '../features/auth/SignupForm';
import { useSignedIn } from '../features/auth/useSignedIn';
import { useEmailConfirmation } from '../features/auth/useEmailConfirmation';

function AuthScreen() {
  const domain = useConfig((c) => c.adminEmailDomain);
  const signedIn = useSignedIn();
  useEmailConfirmation();
  if (signedIn) return <Navigate to="/admin" replace />;
  return (
    <AuthShell
      screen="AuthPage"
      title="Área administrativa"
      subtitle="Entre com seu email do estúdio ou crie a sua conta."
      footer={AUTH_TEXTS.restricted.replace('{domain}', domain)}
    >
      <Tabs
        defaultActiveKey="login"
        items={[
          { key: 'login', label: AUTH_TEXTS.loginTab, children: <LoginForm /> },
          { key: 'signup', label: AUTH_TEXTS.signupTab, children: <SignupForm /> },
        ]}
      />
    </AuthShell>
  );
}

/** /auth: the 'Login' and 'Cadastro' tabs (admin-area.md §2). */
export default function AuthPage() {
  return (
    <AdminProviders>
      <AuthScreen />
    </AdminProviders>
  );
}
