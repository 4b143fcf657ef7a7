import { buildTestApp, dropAndClose } from './helper';
import { adminCookie, userCookie } from './auth-helper';
import type { App } from '../src/app';

describe('PUT /api/settings/maintenance', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
  });
  afterAll(async () => dropAndClose(app));

  const flag = async () => (await app.inject({ method: 'GET', url: '/api/settings/public' })).json().maintenanceMode;

  it('turns maintenance on and off for every visitor at once (admin only)', async () => {
    const cookie = await adminCookie(app);
    expect(await flag()).toBe(false);
    const on = await app.inject({ method: 'PUT', url: '/api/settings/maintenance', headers: { cookie }, payload: { maintenanceMode: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ maintenanceMode: true });
    expect(await flag()).toBe(true);
    const off = await app.inject({ method: 'PUT', url: '/api/settings/maintenance', headers: { cookie }, payload: { maintenanceMode: false } });
    expect(off.json()).toEqual({ maintenanceMode: false });
    expect(await flag()).toBe(false);
  });

  it('refuses anonymous and non-admin callers, and bad bodies', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/settings/maintenance', payload: { maintenanceMode: true } })).statusCode).toBe(401);
    const user = await userCookie(app);
    expect((await app.inject({ method: 'PUT', url: '/api/settings/maintenance', headers: { cookie: user }, payload: { maintenanceMode: true } })).statusCode).toBe(403);
    const cookie = await adminCookie(app);
    for (const payload of [{ maintenanceMode: 'true' }, { maintenanceMode: { $ne: false } }, {}, { maintenanceMode: true, x: 1 }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/settings/maintenance', headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
    }
    expect(await flag()).toBe(false);
  });

  it('refuses a cross-site request even with an admin cookie', async () => {
    const cookie = await adminCookie(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings/maintenance',
      headers: { cookie, origin: 'https://malicioso.exemplo' },
      payload: { maintenanceMode: true },
    });
    expect(res.statusCode).toBe(403);
    expect(await flag()).toBe(false);
  });
});
