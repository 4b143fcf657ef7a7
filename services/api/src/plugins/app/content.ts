import fp from 'fastify-plugin';
import { PublicCache } from '../../features/content/public-cache';
import { seedCaseStudies } from '../../features/content/seed-case-studies';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public blog and portfolio lists; admin writes invalidate `posts` or `projects`. */
    publicCache: PublicCache;
  }
}

export default fp(
  async (app) => {
    app.decorate('publicCache', new PublicCache());
    app.addHook('onReady', async () => {
      try {
        await seedCaseStudies(app.db);
      } catch (err) {
        app.log.error({ err }, 'não foi possível criar os projetos iniciais (banco indisponível?)');
      }
    });
  },
  { name: 'content', dependencies: ['database'] },
);
