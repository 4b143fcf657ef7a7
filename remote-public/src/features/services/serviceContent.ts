import type { ServiceSlug } from '@studio/contracts/routes';
import type { ServiceContent } from './types';
import { brandIdentity } from './content/brandIdentity';
import { design } from './content/design';
import { digitalExperience } from './content/digitalExperience';
import { socialMedia } from './content/socialMedia';

export const SERVICE_CONTENT: Record<ServiceSlug, ServiceContent> = {
  design,
  'brand-identity': brandIdentity,
  'social-media': socialMedia,
  'digital-experience': digitalExperience,
};
