import type { LucideIcon } from 'lucide-react';
import type { ServiceSlug } from '@studio/contracts/routes';

export interface CardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface Phase {
  label: string;
  title: string;
  text: string;
  points: string[];
}

/** The building blocks a service page is made of, in page order. */
export type ServiceBlock =
  | { kind: 'cards'; eyebrow: string; title: string; intro?: string; items: CardItem[] }
  | { kind: 'steps'; eyebrow: string; title: string; intro?: string; items: { title: string; text: string }[] }
  | { kind: 'phases'; eyebrow: string; title: string; intro?: string; items: Phase[] }
  | { kind: 'lists'; eyebrow: string; title: string; intro?: string; lists: { title: string; items: string[] }[] }
  | { kind: 'stats'; eyebrow: string; title: string; note: string; items: { value: string; label: string }[] }
  | { kind: 'chips'; eyebrow: string; title: string; intro?: string; items: string[] }
  | { kind: 'back'; to: string; label: string };

export interface ServiceContent {
  slug: ServiceSlug;
  /** hero lead under the service title */
  lead: string;
  metaDescription: string;
  blocks: ServiceBlock[];
  cta: { title: string; text: string };
}
