import type { ReactNode } from 'react';
import { whatsappLink } from '@studio/contracts/config';
import { useConfig } from '@studio/platform';

/** The chat shortcut (public-site.md §1): the configured number, the studio's greeting, a new tab. */
export function WhatsappLink({ className, children }: { className?: string; children: ReactNode }) {
  const whatsapp = useConfig((c) => c.whatsapp);
  return (
    <a className={className} href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
