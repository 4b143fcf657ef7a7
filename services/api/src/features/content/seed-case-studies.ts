import type { Connection } from 'mongoose';
import { CASE_STUDIES } from '@studio/contracts/studio';
import { projectModel } from '../../models/project';
import { seedMarkerModel } from '../../models/seed-marker';

const MARKER = 'projects:case-studies';

/**
 * The seven case studies become projects on the first start, completed and featured, under their own slugs,
 * oldest first so projects published later come after them. Runs once: what an admin edits or deletes stays so.
 */
export async function seedCaseStudies(db: Connection): Promise<void> {
  const Markers = seedMarkerModel(db);
  if (await Markers.exists({ _id: MARKER })) return;
  const Projects = projectModel(db);
  // Noon UTC: the same calendar day in every Brazilian time zone.
  const base = Date.UTC(2024, 0, 1, 12);
  for (const [i, cs] of CASE_STUDIES.entries()) {
    const at = new Date(base + i * 60_000);
    await Projects.updateOne(
      { slug: cs.slug },
      {
        $setOnInsert: {
          slug: cs.slug,
          title: cs.title,
          description: cs.summary,
          category: cs.category,
          client: cs.client,
          date: null,
          tags: cs.tags,
          images: [],
          featured: true,
          status: 'completed',
          createdAt: at,
          updatedAt: at,
        },
      },
      { upsert: true, timestamps: false },
    );
  }
  await Markers.updateOne({ _id: MARKER }, { $setOnInsert: { at: new Date() } }, { upsert: true });
}
