import { outboxModel } from '../src/models/outbox';
import { projectModel } from '../src/models/project';
import { buildTestApp, dropAndClose } from './helper';
import { until } from './support/wait';

// The tests run on the embedded database (FerretDB on SQLite), where secondary indexes serve no query.
describe('indexes on the embedded database', () => {
  it('builds the unique indexes, which still refuse duplicates, and no secondary index', async () => {
    const app = await buildTestApp();
    try {
      const Project = projectModel(app.db);
      const Outbox = outboxModel(app.db);
      const names = async (m: typeof Project | typeof Outbox) => (await m.collection.indexes()).map((i) => i.name).sort();
      await Outbox.collection.insertOne({ kind: 'teste' });
      expect(await until(async () => ((await names(Project)).includes('slug_1') ? names(Project) : null), 10_000)).toEqual(['_id_', 'slug_1']);
      expect(await names(Outbox)).toEqual(['_id_']);
      const project = { title: 'Marca Aurora', slug: 'marca-aurora', category: 'Branding', status: 'published' };
      await Project.collection.insertOne({ ...project });
      await expect(Project.collection.insertOne({ ...project })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await dropAndClose(app);
    }
  });
});
