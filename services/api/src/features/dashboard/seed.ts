import type { Connection } from 'mongoose';
import { PLATFORM_LABELS, formatIsoDate, formatMoney } from '@studio/contracts/dashboard';
import { boardCardModel } from '../../models/board-card';
import { clientModel } from '../../models/client';
import { saleModel } from '../../models/sale';
import { seedMarkerModel } from '../../models/seed-marker';
import { socialPostModel } from '../../models/social-post';
import { logActivity } from './activity';
import { sampleData } from './seed-data';

const MARKER = 'dashboard:sample-data';
const ACTOR = 'sistema';

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: number }).code === 11000;
}

/**
 * Fills a fresh database with the sample data, once. The marker is claimed first (its unique _id is the
 * lock), so two API replicas starting together seed once; what an admin later deletes stays deleted.
 * Returns whether it seeded.
 */
export async function seedDashboard(db: Connection, today: string): Promise<boolean> {
  const Markers = seedMarkerModel(db);
  try {
    await Markers.create({ _id: MARKER });
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
  try {
    const { posts, clients, sales, cards } = sampleData(today);
    for (const c of clients) {
      const doc = await clientModel(db).create(c);
      await logActivity(db, { resource: 'client', action: 'created', refId: String(doc._id), label: `${c.name} (${c.company})`, actor: ACTOR });
    }
    for (const s of sales) {
      const doc = await saleModel(db).create(s);
      await logActivity(db, { resource: 'sale', action: 'created', refId: String(doc._id), label: `${s.client} · ${s.service} · ${formatMoney(s.value)}`, actor: ACTOR });
    }
    for (const [order, card] of cards.entries()) {
      const doc = await boardCardModel(db).create({ ...card, order });
      await logActivity(db, { resource: 'board-card', action: 'created', refId: String(doc._id), label: card.title, actor: ACTOR });
    }
    for (const p of posts) {
      const doc = await socialPostModel(db).create(p);
      await logActivity(db, {
        resource: 'social-post',
        action: 'created',
        refId: String(doc._id),
        label: `${p.client} · ${PLATFORM_LABELS[p.platform]} · ${formatIsoDate(p.date)}`,
        actor: ACTOR,
      });
    }
    return true;
  } catch (err) {
    // Let the next start try again rather than leave a half-seeded database marked as done.
    await Markers.deleteOne({ _id: MARKER }).catch(() => undefined);
    throw err;
  }
}
