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

/**
 * Runs a write that takes a fresh slug, again if another request took the same slug in between (the unique
 * index answers E11000): two admins saving "Novidades" at once both succeed, as novidades and novidades-2.
 */
export async function retryOnSlugClash<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      // The slug is the only unique field of these collections besides _id, which is never set by hand.
      if ((err as { code?: number }).code !== 11000 || i >= attempts) throw err;
    }
  }
}
