import { DEFAULT_LEASE_MS, DEFAULT_MAX_YIELD_MS } from './features/mail/outbox-worker';

/**
 * Configuration from the environment, validated once at start-up. A missing or bad value stops the start
 * with a message that names the variable, instead of failing later in a request.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  trustProxy: string | boolean;
  mongodbUri: string;
  jwtSecret: string;
  publicUrl: string;
  /** origins besides PUBLIC_URL's whose pages may call the API: they, and only they, need CORS */
  allowedOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  mailDir: string;
  studioInboxEmail: string;
  studioWhatsapp: string;
  adminEmailDomain: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demoLogin: boolean;
  instagramUrl: string;
  linkedinUrl: string;
  contactEmail: string;
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
  openaiModel: string;
  openaiTimeoutMs: number;
  salesMonthlyGoal: number;
  rateLimitMax: number;
  quizRateLimitMax: number;
  chatRateLimitMax: number;
  authRateLimitMax: number;
  outboxPollMs: number;
  outboxBackoffMs: number;
  outboxMaxAttempts: number;
  outboxLeaseMs: number;
  outboxConcurrency: number;
  outboxMaxYieldMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

type Env = Record<string, string | undefined>;

const RATE_LIMIT_CEILING = 1_000_000_000;

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems: string[] = [];
  const str = (key: string, fallback: string) => {
    const v = env[key];
    return v === undefined || v === '' ? fallback : v.trim();
  };
  const optional = (key: string) => {
    const v = env[key]?.trim();
    return v ? v : null;
  };
  const int = (key: string, fallback: number, min: number, max: number) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${key} deve ser um número inteiro entre ${min} e ${max} (recebido: "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (key: string, fallback: boolean) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${key} deve ser "true" ou "false" (recebido: "${raw}")`);
    return fallback;
  };
  const url = (key: string, value: string | null, protocols: string[]) => {
    if (value === null) return value;
    try {
      const u = new URL(value);
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
    } catch {
      problems.push(`${key} deve ser uma URL ${protocols.join(' ou ')} válida (recebido: "${value}")`);
    }
    return value;
  };
  /** A comma-separated list of http(s) addresses, each reduced to its origin (`https://host:port`), less `except`. */
  const origins = (key: string, value: string, except: string | null) => {
    const list = value.split(',').map((s) => s.trim()).filter(Boolean);
    for (const o of list) url(key, o, ['http:', 'https:']);
    return list.flatMap((o) => (URL.canParse(o) ? [new URL(o).origin] : [])).filter((o) => o !== except);
  };
  const email = (key: string, value: string | null) => {
    if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) problems.push(`${key} deve ser um e-mail válido (recebido: "${value}")`);
    return value;
  };

  const nodeEnvRaw = str('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV deve ser development, production ou test (recebido: "${nodeEnvRaw}")`);
  }
  const nodeEnv = (['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development') as AppConfig['nodeEnv'];

  const jwtSecret = str('JWT_SECRET', nodeEnv === 'production' ? '' : DEV_JWT_SECRET);
  if (nodeEnv === 'production') {
    if (!jwtSecret) problems.push('JWT_SECRET é obrigatório em produção');
    else if (jwtSecret.length < 32 || new Set(jwtSecret).size < 10 || jwtSecret === DEV_JWT_SECRET) {
      problems.push('JWT_SECRET é fraco demais: use pelo menos 32 caracteres aleatórios');
    }
  }

  const whatsapp = str('STUDIO_WHATSAPP', '5511999999999');
  if (!/^\d{10,15}$/.test(whatsapp)) problems.push(`STUDIO_WHATSAPP deve ter só dígitos, com código do país (recebido: "${whatsapp}")`);
  const domain = str('ADMIN_EMAIL_DOMAIN', 'estudio.com.br').toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) problems.push(`ADMIN_EMAIL_DOMAIN deve ser um domínio como estudio.com.br (recebido: "${domain}")`);

  const adminEmail = email('ADMIN_EMAIL', optional('ADMIN_EMAIL'));
  const adminPassword = optional('ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) problems.push('ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos');
  if (adminPassword !== null && adminPassword.length < 6) problems.push('ADMIN_PASSWORD deve ter pelo menos 6 caracteres');

  const goalRaw = str('SALES_MONTHLY_GOAL', '20000');
  const salesMonthlyGoal = Number(goalRaw);
  if (!Number.isFinite(salesMonthlyGoal) || salesMonthlyGoal <= 0) problems.push(`SALES_MONTHLY_GOAL deve ser um valor positivo (recebido: "${goalRaw}")`);

  const publicUrl = url('PUBLIC_URL', str('PUBLIC_URL', 'http://localhost:8080'), ['http:', 'https:']) as string;

  const config: AppConfig = {
    nodeEnv,
    host: str('HOST', '127.0.0.1'),
    port: int('PORT', 4000, 0, 65535),
    logLevel: str('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: str('TRUST_PROXY', 'loopback'),
    mongodbUri: url('MONGODB_URI', str('MONGODB_URI', 'mongodb://127.0.0.1:27018/studio'), ['mongodb:', 'mongodb+srv:']) as string,
    jwtSecret,
    publicUrl,
    allowedOrigins: origins('ALLOWED_ORIGINS', str('ALLOWED_ORIGINS', ''), URL.canParse(publicUrl) ? new URL(publicUrl).origin : null),
    smtpUrl: url('SMTP_URL', optional('SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: str('MAIL_FROM', 'Estúdio Criativo <nao-responda@estudio.com.br>'),
    mailDir: str('MAIL_DIR', '.data/mail'),
    studioInboxEmail: email('STUDIO_INBOX_EMAIL', str('STUDIO_INBOX_EMAIL', 'contato@estudio.com.br')) as string,
    studioWhatsapp: whatsapp,
    adminEmailDomain: domain,
    adminEmail,
    adminPassword,
    demoLogin: bool('DEMO_LOGIN', nodeEnv !== 'production'),
    instagramUrl: str('INSTAGRAM_URL', 'https://instagram.com/estudio'),
    linkedinUrl: str('LINKEDIN_URL', 'https://linkedin.com/company/estudio'),
    contactEmail: email('CONTACT_EMAIL', str('CONTACT_EMAIL', 'contato@estudio.com.br')) as string,
    openaiApiKey: optional('OPENAI_API_KEY'),
    openaiBaseUrl: url('OPENAI_BASE_URL', optional('OPENAI_BASE_URL'), ['http:', 'https:']),
    openaiModel: str('OPENAI_MODEL', 'gpt-4o-mini'),
    openaiTimeoutMs: int('OPENAI_TIMEOUT_MS', 30_000, 100, 600_000),
    salesMonthlyGoal,
    // The ceilings let a load test on a fast machine (100k req/s and more) run without the limits in its way.
    rateLimitMax: int('RATE_LIMIT_MAX', 600, 1, RATE_LIMIT_CEILING),
    quizRateLimitMax: int('QUIZ_RATE_LIMIT_MAX', 5, 1, RATE_LIMIT_CEILING),
    chatRateLimitMax: int('CHAT_RATE_LIMIT_MAX', 20, 1, RATE_LIMIT_CEILING),
    authRateLimitMax: int('AUTH_RATE_LIMIT_MAX', 10, 1, RATE_LIMIT_CEILING),
    outboxPollMs: int('OUTBOX_POLL_MS', 2000, 10, 3_600_000),
    outboxBackoffMs: int('OUTBOX_BACKOFF_MS', 5000, 10, 3_600_000),
    outboxMaxAttempts: int('OUTBOX_MAX_ATTEMPTS', 12, 1, 100),
    outboxLeaseMs: int('OUTBOX_LEASE_MS', DEFAULT_LEASE_MS, 1000, 3_600_000),
    outboxConcurrency: int('OUTBOX_CONCURRENCY', 4, 1, 64),
    outboxMaxYieldMs: int('OUTBOX_MAX_YIELD_MS', DEFAULT_MAX_YIELD_MS, 0, 60_000),
    ...overrides,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
