import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('works with no configuration at all (the local default)', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.mongodbUri).toBe('mongodb://127.0.0.1:27018/studio');
    expect(c.studioWhatsapp).toBe('5511999999999');
    expect(c.adminEmailDomain).toBe('estudio.com.br');
    expect(c.demoLogin).toBe(true);
    expect(c.salesMonthlyGoal).toBe(20000);
  });

  it('names every bad variable in one pt-BR message', () => {
    const err = (() => {
      try {
        loadConfig({ PORT: 'abc', SMTP_URL: 'ftp://x', STUDIO_WHATSAPP: '+55 11' });
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT deve ser um número inteiro');
    expect(msg).toContain('SMTP_URL deve ser uma URL');
    expect(msg).toContain('STUDIO_WHATSAPP');
  });

  it('requires a strong JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET é obrigatório/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET é fraco/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k3J9!xQ2@vL8#pR5$wT1^zY7&mN4*bC6' }).demoLogin).toBe(false);
  });

  it('reads ALLOWED_ORIGINS as origins, and refuses what is not an http(s) address', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(loadConfig({ ALLOWED_ORIGINS: ' https://parceiro.com.br/pagina , http://preview.local:5000/ ' }).allowedOrigins).toEqual([
      'https://parceiro.com.br',
      'http://preview.local:5000',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://ok.com.br,ftp://arquivos' })).toThrow(/ALLOWED_ORIGINS deve ser uma URL/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'não é url' })).toThrow(/ALLOWED_ORIGINS deve ser uma URL/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@estudio.com.br' })).toThrow(/devem ser definidos juntos/);
  });
});
