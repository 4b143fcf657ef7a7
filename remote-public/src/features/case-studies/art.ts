import type { CaseStudySlug } from '@studio/contracts/routes';
import harmonius from './art/harmonius-blend.svg';
import startup from './art/startup-tecnologia.svg';
import restaurante from './art/restaurante-sabor-arte.svg';
import clinica from './art/clinica-odontologica.svg';
import academia from './art/academia-fitness-plus.svg';
import ecommerce from './art/ecommerce-moda-feminina.svg';
import cafeteria from './art/cafeteria-aroma-sabor.svg';

/** Each case's key art: an abstract composition in the client's colours, drawn on a 1200×800 canvas. */
export const ART_SIZE = { width: 1200, height: 800 } as const;

export const CASE_ART: Record<CaseStudySlug, string> = {
  'harmonius-blend': harmonius,
  'startup-tecnologia': startup,
  'restaurante-sabor-arte': restaurante,
  'clinica-odontologica': clinica,
  'academia-fitness-plus': academia,
  'ecommerce-moda-feminina': ecommerce,
  'cafeteria-aroma-sabor': cafeteria,
};
