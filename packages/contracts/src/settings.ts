import { Type } from 'typebox';

export const PublicSettingsResponse = Type.Object({
  maintenanceMode: Type.Boolean(),
  config: Type.Object({
    whatsapp: Type.String(),
    adminEmailDomain: Type.String(),
    instagramUrl: Type.String(),
    linkedinUrl: Type.String(),
    contactEmail: Type.String(),
    demoLogin: Type.Boolean(),
  }),
});

export const MaintenanceBody = Type.Object({ maintenanceMode: Type.Boolean() }, { additionalProperties: false });

/** The dashboard's maintenance switch (admin-area.md §2, §4 and §8). */
export const MAINTENANCE_TEXTS = {
  title: 'Modo Manutenção',
  description: 'Ativa página de manutenção para visitantes',
  onTitle: 'Site em modo manutenção ativado',
  onDescription: 'Os visitantes serão redirecionados para a página de manutenção.',
  offTitle: 'Site em modo manutenção desativado',
  offDescription: 'O site voltou ao normal para todos os visitantes.',
  error: 'Não foi possível alterar o modo manutenção.',
} as const;
