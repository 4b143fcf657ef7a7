/** The home page's anchored sections, in page order, with their nav labels (public-site.md §2). */
export const SECTIONS = [
  { id: 'hero', label: 'Início' },
  { id: 'about', label: 'Sobre' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'services', label: 'Serviços' },
  { id: 'contact', label: 'Contato' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionFromHash(hash: string): SectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return SECTIONS.find((s) => s.id === id)?.id ?? null;
}
