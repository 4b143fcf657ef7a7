/** Runtime configuration the browser needs, sent by `GET /api/settings/public` (no secrets here). */
export interface PublicConfig {
  whatsapp: string;
  adminEmailDomain: string;
  instagramUrl: string;
  linkedinUrl: string;
  contactEmail: string;
  demoLogin: boolean;
}

export interface PublicSettings {
  maintenanceMode: boolean;
  config: PublicConfig;
}

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  whatsapp: '5511999999999',
  adminEmailDomain: 'estudio.com.br',
  instagramUrl: 'https://instagram.com/estudio',
  linkedinUrl: 'https://linkedin.com/company/estudio',
  contactEmail: 'contato@estudio.com.br',
  demoLogin: true,
};

/** 5511999999999 → +55 (11) 99999-9999 */
export function formatPhone(digits: string): string {
  const m = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `+${m[1]} (${m[2]}) ${m[3]}-${m[4]}` : `+${digits}`;
}

export const WHATSAPP_GREETING =
  'Olá! Vim pelo site e quero conversar sobre como o estúdio pode elevar o nível da minha empresa.';

export function whatsappLink(digits: string, text = WHATSAPP_GREETING): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
