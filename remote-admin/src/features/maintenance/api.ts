import { api } from '@studio/platform';
import { unwrap } from '../../shared/http';

/** Writes the site-wide flag (admin only); answers the stored value. */
export const setMaintenance = (maintenanceMode: boolean) =>
  unwrap(api.put<{ maintenanceMode: boolean }>('/settings/maintenance', { maintenanceMode }));
