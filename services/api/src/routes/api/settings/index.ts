import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MaintenanceBody, PublicSettingsResponse } from '@studio/contracts/settings';
import { ErrorResponse } from '@studio/contracts/common';
import type { PublicSettings } from '@studio/contracts/config';
import { SETTINGS_ID, settingsModel } from '../../../models/settings';
import { FROM_MEMORY, replyFromCache } from '../../../lib/cached-json';
import { PublicCache } from '../../../features/content/public-cache';

/** Cached briefly in memory: every page load asks for it, and it changes only when an admin flips it. */
const CACHE_MS = 2000;

const settings: FastifyPluginAsyncTypebox = async (app) => {
  const Settings = settingsModel(app.db);
  // A cache of its own: a 2-second life rather than the content lists' 30, and one load shared by the
  // requests that find it expired at the same moment.
  const cache = new PublicCache(CACHE_MS);
  const load = async (): Promise<PublicSettings> => {
    const doc = await Settings.findById(SETTINGS_ID).lean();
    const c = app.config;
    return {
      maintenanceMode: doc?.maintenanceMode ?? false,
      config: {
        whatsapp: c.studioWhatsapp,
        adminEmailDomain: c.adminEmailDomain,
        instagramUrl: c.instagramUrl,
        linkedinUrl: c.linkedinUrl,
        contactEmail: c.contactEmail,
        demoLogin: c.demoLogin,
      },
    };
  };

  app.get(
    '/public',
    { config: FROM_MEMORY, schema: { tags: ['configurações'], summary: 'Modo manutenção e configuração pública', response: { 200: PublicSettingsResponse } } },
    (_req, reply) => {
      replyFromCache(reply);
      return cache.get('settings', load);
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
      cache.invalidate('settings');
      req.log.info({ maintenanceMode: doc.maintenanceMode, by: req.user.email }, 'modo manutenção alterado');
      return { maintenanceMode: doc.maintenanceMode };
    },
  );
};

export default settings;
