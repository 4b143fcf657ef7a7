import fp from 'fastify-plugin';
import { seedDashboard } from '../../features/dashboard/seed';
import { localIsoDate } from '../../features/dashboard/today';

/** A fresh database gets the dashboard's and the board's sample data (once; see features/dashboard/seed.ts). */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      try {
        if (await seedDashboard(app.db, localIsoDate())) app.log.info('dados de exemplo do dashboard criados');
      } catch (err) {
        app.log.error({ err }, 'não foi possível criar os dados de exemplo do dashboard (banco indisponível?)');
      }
    });
  },
  { name: 'seed-dashboard', dependencies: ['database'] },
);
