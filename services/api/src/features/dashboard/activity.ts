import type { Connection } from 'mongoose';
import { activityText, RECENT_ACTIVITY_LIMIT, type ActivityAction, type ActivityResource, type ActivityView } from '@studio/contracts/dashboard';
import { activityModel, type ActivityDoc } from '../../models/activity';

export interface ActivityEntry {
  resource: ActivityResource;
  action: ActivityAction;
  refId?: string;
  /** what the change was about, e.g. the client's name */
  label?: string;
  actor: string;
}

/** Who is acting: the signed-in admin's e-mail (the auth decorators set `req.user`). */
export function actorOf(req: { user?: { email?: string } | null }): string {
  return req.user?.email ?? 'admin';
}

/**
 * Appends a line to the activity log. The change it describes is already saved, so a failure here is only
 * logged: it must not turn a successful save into an error answer.
 */
export async function logActivity(db: Connection, entry: ActivityEntry, log?: { warn: (o: object, m: string) => void }): Promise<void> {
  try {
    await activityModel(db).create({
      resource: entry.resource,
      action: entry.action,
      refId: entry.refId,
      actor: entry.actor,
      text: activityText(entry.resource, entry.action, entry.label),
    });
  } catch (err) {
    log?.warn({ err }, 'não foi possível registrar a atividade');
  }
}

export async function recentActivity(db: Connection, limit: number = RECENT_ACTIVITY_LIMIT): Promise<ActivityView[]> {
  const rows = await activityModel(db).find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean<ActivityDoc[]>();
  return rows.map((r) => ({
    id: String(r._id),
    resource: r.resource,
    action: r.action,
    text: r.text,
    actor: r.actor,
    createdAt: r.createdAt.toISOString(),
  }));
}
