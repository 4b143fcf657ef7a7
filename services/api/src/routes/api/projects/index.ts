import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ObjectIdParam } from '@studio/contracts/common';
import { PROJECT_MESSAGES, ProjectBody, ProjectList, ProjectView, cleanList } from '@studio/contracts/projects';
import { CASE_STUDY_SLUGS } from '@studio/contracts/routes';
import { HttpError } from '../../../lib/errors';
import { projectModel } from '../../../models/project';
import { retryOnSlugClash, uniqueSlug } from '../../../features/content/slug';
import { projectView } from '../../../features/content/views';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

function clean(b: ProjectBody): ProjectBody {
  return {
    title: b.title.trim(),
    description: b.description.trim(),
    category: b.category.trim(),
    client: b.client.trim(),
    date: b.date,
    tags: cleanList(b.tags),
    images: cleanList(b.images),
    featured: b.featured,
    status: b.status,
  };
}

/** A real calendar day: the pattern lets 2024-02-31 through. */
function validDate(date: string | null): boolean {
  if (date === null) return true;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Portfolio projects, admin only. The case studies' slugs stay theirs: their pages live at /projects/<slug>. */
const projects: FastifyPluginAsyncTypebox = async (app) => {
  const Projects = projectModel(app.db);
  app.addHook('onRequest', app.requireAdmin);
  const changed = () => app.publicCache.invalidate('projects');
  const tags = ['projetos (admin)'];
  const slugFor = (title: string, exceptId?: unknown) => uniqueSlug(Projects, title, 'projeto', { exceptId, reserved: CASE_STUDY_SLUGS });

  app.get('/', { schema: { tags, summary: 'Todos os projetos, mais novos primeiro', response: { 200: ProjectList, ...errors } } }, async () => {
    const rows = await Projects.find().sort({ createdAt: -1, _id: -1 }).lean();
    return rows.map(projectView);
  });

  app.post('/', { schema: { tags, summary: 'Cria um projeto', body: ProjectBody, response: { 201: ProjectView, ...errors } } }, async (req, reply) => {
    const body = clean(req.body);
    if (!validDate(body.date)) throw new HttpError(400, PROJECT_MESSAGES.invalidDate);
    const doc = await retryOnSlugClash(async () => Projects.create({ ...body, slug: await slugFor(body.title) }));
    changed();
    return reply.code(201).send(projectView(doc.toObject()));
  });

  app.put(
    '/:id',
    { schema: { tags, summary: 'Atualiza um projeto', params: ObjectIdParam, body: ProjectBody, response: { 200: ProjectView, ...errors } } },
    async (req) => {
      const body = clean(req.body);
      if (!validDate(body.date)) throw new HttpError(400, PROJECT_MESSAGES.invalidDate);
      const current = await Projects.findById(req.params.id).lean();
      if (!current) throw new HttpError(404, PROJECT_MESSAGES.notFound);
      // A project already on the public portfolio keeps its address (and a case study always does).
      const keep = current.status === 'completed' || (CASE_STUDY_SLUGS as readonly string[]).includes(current.slug) || body.title === current.title;
      const doc = await retryOnSlugClash(async () => {
        const slug = keep ? current.slug : await slugFor(body.title, current._id);
        return Projects.findByIdAndUpdate(req.params.id, { $set: { ...body, slug } }, { returnDocument: 'after' }).lean();
      });
      if (!doc) throw new HttpError(404, PROJECT_MESSAGES.notFound);
      changed();
      return projectView(doc);
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Exclui um projeto', params: ObjectIdParam, response: { 204: { type: 'null' }, ...errors } } },
    async (req, reply) => {
      const res = await Projects.deleteOne({ _id: req.params.id });
      if (res.deletedCount === 0) throw new HttpError(404, PROJECT_MESSAGES.notFound);
      changed();
      return reply.code(204).send(null);
    },
  );
};

export default projects;
