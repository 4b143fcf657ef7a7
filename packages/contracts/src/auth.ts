import { Type, type Static } from 'typebox';

/** admin-area.md §9 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
/** /admin/login waits this long before signing in; /login waits this long before going to /admin. */
export const ADMIN_LOGIN_DELAY_MS = 1000;
export const DEMO_LOGIN_REDIRECT_DELAY_MS = 1000;

/** The session: a JWT in this httpOnly cookie, ending after this much idle time and renewed while in use. */
export const SESSION_COOKIE = 'session';
export const SESSION_IDLE_MINUTES = 30;
/** Failed sign-ins are counted per IP and per account over this window (limit: AUTH_RATE_LIMIT_MAX). */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/**
 * Accounts the server seeds while DEMO_LOGIN is on, and only then (README: "Contas de demonstração").
 * `/login` shows the first, the `/admin/login` hint the second. The e-mails use the configured domain.
 */
export const DEMO_ACCOUNT = { localPart: 'demo', password: 'demo123' } as const;
export const DEMO_ADMIN_ACCOUNT = { username: 'admin', localPart: 'admin', password: 'admin123' } as const;
export const demoEmail = (domain: string) => `${DEMO_ACCOUNT.localPart}@${domain}`;

/** Sidebar of the admin panel (admin-area.md §9). */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** Every sign-in text of admin-area.md §5 and §8 (toast title + description). */
export const AUTH_MESSAGES = {
  accessDeniedTitle: 'Acesso negado',
  accessDenied: (domain: string) => `Apenas emails @${domain} podem acessar esta área.`,
  signupDomain: (domain: string) => `Apenas emails @${domain} podem se cadastrar.`,
  loginErrorTitle: 'Erro no login',
  invalidCredentials: 'Email ou senha incorretos',
  signupErrorTitle: 'Erro no cadastro',
  passwordsDiffer: 'As senhas não coincidem.',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  emailTakenTitle: 'Email já cadastrado',
  emailTaken: 'Este email já está registrado. Tente fazer login.',
  unexpectedTitle: 'Erro inesperado',
  unexpected: 'Tente novamente em alguns instantes.',
  loginSuccessTitle: 'Login realizado com sucesso!',
  loginSuccess: 'Bem-vindo de volta.',
  signupSuccessTitle: 'Cadastro realizado!',
  signupSuccess: 'Verifique seu email para confirmar a conta.',
  adminLoginFailed: 'Credenciais inválidas!',
  demoLoginFailed: 'Email ou senha incorretos.',
  /* Beyond the documents: the real server's answers. */
  notConfirmed: 'Seu email ainda não foi confirmado. Abra o link que enviamos para ativar a conta.',
  confirmInvalid: 'Link de confirmação inválido ou expirado. Cadastre-se novamente ou tente fazer login para receber um novo link.',
  confirmedTitle: 'Email confirmado!',
  confirmed: 'Sua conta está ativa. Faça login para continuar.',
  tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  csrfRefused: 'Origem da requisição não permitida.',
  demoDisabled: 'O acesso de demonstração está desativado neste ambiente.',
  logoutTitle: 'Sessão encerrada',
} as const;

export const SignupBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, errorMessage: 'Email inválido' }),
    // The minimum is checked by the route, so the spec's own sentence answers it.
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBody>;

/** `login` is an e-mail or a username. */
export const LoginBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const ConfirmBody = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$', errorMessage: AUTH_MESSAGES.confirmInvalid }) },
  { additionalProperties: false },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

export const SessionUserSchema = Type.Object({ id: Type.String(), email: Type.String(), username: Type.Optional(Type.String()) });

/** `GET /api/auth/me`, and the answer of a successful sign-in. */
export const MeResponse = Type.Object({
  user: Type.Union([SessionUserSchema, Type.Null()]),
  isAdmin: Type.Boolean(),
  expiresAt: Type.Optional(Type.String()),
});
export type MeResponse = Static<typeof MeResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });

/** Toasts of the admin (admin-area.md §9: 5000 ms outside the dashboard, which sets its own 4000 ms). */
export const ADMIN_TOAST = { durationMs: 5000, max: 3 } as const;

/** Labels of the three sign-in screens (admin-area.md §2). */
export const AUTH_TEXTS = {
  loginTab: 'Login',
  signupTab: 'Cadastro',
  email: 'Email',
  password: 'Senha',
  confirmPassword: 'Confirmar senha',
  username: 'Usuário',
  signIn: 'Entrar',
  signingIn: 'Entrando...',
  signUp: 'Criar Conta',
  signingUp: 'Cadastrando...',
  backToSite: 'Voltar ao site',
  restricted: 'Área restrita aos administradores do estúdio. Cadastros só com email @{domain}.',
  adminLoginTitle: 'Acesso administrativo',
  demoTitle: 'Acesso de demonstração',
  demoHint: 'Demonstração',
  useDemo: 'Usar credenciais de demonstração',
  logout: 'Sair',
} as const;
