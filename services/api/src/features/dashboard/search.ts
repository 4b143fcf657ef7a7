/** Escapes every regex metacharacter, so a search for "a.b" or "(" matches those characters literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-insensitive substring filter on any of `fields`, or no filter for an empty search. The text is
 * escaped, so the query can never become a pattern chosen by the caller (no ReDoS, no wildcard).
 */
export function containsFilter(fields: string[], q: string | undefined): Record<string, unknown> {
  const text = q?.trim();
  if (!text) return {};
  const pattern = escapeRegex(text);
  return { $or: fields.map((f) => ({ [f]: { $regex: pattern, $options: 'i' } })) };
}
