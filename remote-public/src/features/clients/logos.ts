import type { CaseStudySlug } from '@studio/contracts/routes';
import harmonius from './logos/harmonius-blend.svg';
import nuvia from './logos/startup-tecnologia.svg';
import saborArte from './logos/restaurante-sabor-arte.svg';
import sorriso from './logos/clinica-odontologica.svg';
import fitness from './logos/academia-fitness-plus.svg';
import florDeLis from './logos/ecommerce-moda-feminina.svg';
import aroma from './logos/cafeteria-aroma-sabor.svg';

/** Client wordmarks, all drawn on a 240×80 canvas. */
export const LOGO_SIZE = { width: 240, height: 80 } as const;

export const CLIENT_LOGOS: Record<CaseStudySlug, string> = {
  'harmonius-blend': harmonius,
  'startup-tecnologia': nuvia,
  'restaurante-sabor-arte': saborArte,
  'clinica-odontologica': sorriso,
  'academia-fitness-plus': fitness,
  'ecommerce-moda-feminina': florDeLis,
  'cafeteria-aroma-sabor': aroma,
};
