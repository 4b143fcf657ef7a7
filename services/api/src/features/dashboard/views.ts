import type { ClientView, SaleView, SocialPostView } from '@studio/contracts/dashboard';
import type { ClientDoc } from '../../models/client';
import type { SaleDoc } from '../../models/sale';
import type { SocialPostDoc } from '../../models/social-post';

/** Stored documents as the API answers them: `id` instead of `_id`, dates as ISO strings. */
export function postView(d: SocialPostDoc): SocialPostView {
  return {
    id: String(d._id),
    date: d.date,
    client: d.client,
    platform: d.platform,
    content: d.content,
    time: d.time,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function clientView(d: ClientDoc): ClientView {
  return {
    id: String(d._id),
    name: d.name,
    email: d.email,
    phone: d.phone,
    company: d.company,
    status: d.status,
    services: d.services ?? [],
    monthlyValue: d.monthlyValue ?? 0,
    ...(d.startDate ? { startDate: d.startDate } : {}),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function saleView(d: SaleDoc): SaleView {
  return {
    id: String(d._id),
    client: d.client,
    service: d.service,
    value: d.value,
    date: d.date,
    dueDate: d.dueDate,
    status: d.status,
    ...(d.description ? { description: d.description } : {}),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
