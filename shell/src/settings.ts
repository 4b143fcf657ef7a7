import type { PublicSettings } from '@studio/contracts/config';
import { api, useConfig, useMaintenance } from '@studio/platform';

/** Reads the server's maintenance flag and runtime config; the cached flag keeps applying if this fails. */
export async function loadPublicSettings(): Promise<void> {
  try {
    const { data } = await api.get<PublicSettings>('/settings/public');
    useConfig.setState(data.config);
    useMaintenance.getState().setMaintenanceMode(data.maintenanceMode);
  } catch (err) {
    console.warn('[shell] configurações públicas indisponíveis', err);
  }
}
