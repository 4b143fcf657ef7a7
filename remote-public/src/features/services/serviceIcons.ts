import { MonitorSmartphone, Megaphone, Palette, PenTool, type LucideIcon } from 'lucide-react';
import type { ServiceSlug } from '@studio/contracts/routes';

export const SERVICE_ICONS: Record<ServiceSlug, LucideIcon> = {
  design: Palette,
  'brand-identity': PenTool,
  'social-media': Megaphone,
  'digital-experience': MonitorSmartphone,
};
