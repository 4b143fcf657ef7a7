import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MaintenanceBody, PublicSettingsResponse } from '@studio/contracts/settings';
import { ErrorResponse } from '@studio/contracts/common';
import type { PublicSettings } from '@studio/contracts/config';
import { SETTINGS_ID, settingsModel } from '../../../models/settings';

/** Cached briefly in memory: every page load asks for it, and it changes only when an admin flips it. */
const CACHE_MS = 2000;

const settings: FastifyPluginAsyncTypebox = async (app) => {
  let cached: { at: number; value: PublicSettings } | null = null;
  const Settings = settingsModel(app.db);

  app.decorate('invalidatePublicSettings', () => {
    cached = null;
  });

  app.get(
    '/public',
    { schema: { tags: ['configurações'], summary: 'Modo manutenção e configuração pública', response: { 200: PublicSettingsResponse } } },
    async (_req, reply) => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const doc = await Settings.findById(SETTINGS_ID).lean();
        const c = app.config;
        cached = {
          at: Date.now(),
          value: {
            maintenanceMode: doc?.maintenanceMode ?? false,
            config: {
              whatsapp: c.studioWhatsapp,
              adminEmailDomain: c.adminEmailDomain,
              instagramUrl: c.instagramUrl,
              linkedinUrl: c.linkedinUrl,
              contactEmail: c.contactEmail,
              demoLogin: c.demoLogin,
            },
          },
        };
      }
      reply.header('Cache-Control', 'no-cache');
      return cached.value;
    },
  );

  // The dashboard's 'Modo Manutenção' switch (admin only); the public answer above changes at once.
  app.put(
    '/maintenance',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['configurações'],
        summary: 'Liga ou desliga o modo manutenção (admin)',
        body: MaintenanceBody,
        response: { 200: MaintenanceBody, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (req) => {
      const doc = await Settings.findByIdAndUpdate(
        SETTINGS_ID,
        { $set: { maintenanceMode: req.body.maintenanceMode } },
        { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
      ).lean();
      app.invalidatePublicSettings();
      req.log.info({ maintenanceMode: doc.maintenanceMode, by: req.user.email }, 'modo manutenção alterado');
      return { maintenanceMode: doc.maintenanceMode };
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    invalidatePublicSettings: () => void;
  }
}

export default settings;
