import type { Model } from 'mongoose';

const MAX = 80;

/** "Identidade Visual: o básico!" → "identidade-visual-o-basico" (the public routes accept [a-z0-9-]). */
export function slugify(title: string, fallback: string): string {
  const s = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/g, '');
  return s || fallback;
}

/**
 * A slug from the title that no other row uses: "titulo", "titulo-2", ... `reserved` holds slugs that belong to
 * something else on the same URL space (the case studies' pages).
 */
export async function uniqueSlug<T>(
  model: Model<T>,
  title: string,
  fallback: string,
  opts: { exceptId?: unknown; reserved?: readonly string[] } = {},
): Promise<string> {
  const base = slugify(title, fallback);
  const taken = new Set<string>(opts.reserved ?? []);
  const rows = await model
    .find({ slug: { $regex: `^${base}(-\\d+)?$` }, ...(opts.exceptId ? { _id: { $ne: opts.exceptId } } : {}) }, { slug: 1 })
    .lean<{ slug: string }[]>();
  for (const r of rows) taken.add(r.slug);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}
