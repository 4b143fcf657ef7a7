/**
 * A full replacement of an edited record: the fields sent are set, the optional ones left out are removed
 * (a cleared form field means "no value", admin-area.md §5).
 */
export function replaceUpdate<T extends object>(body: T, optionalFields: readonly string[]): { $set: Partial<T>; $unset?: Record<string, 1> } {
  const unset = Object.fromEntries(optionalFields.filter((f) => !(f in body)).map((f) => [f, 1 as const]));
  return Object.keys(unset).length ? { $set: body, $unset: unset } : { $set: body };
}
