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
