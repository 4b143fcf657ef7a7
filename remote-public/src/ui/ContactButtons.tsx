import { WhatsappIcon } from './BrandIcons';
import { QuoteLink } from './QuoteLink';
import { WhatsappLink } from './WhatsappLink';

/** The two ways to get in touch on a dark band: the quote and WhatsApp. */
export function ContactButtons({ className }: { className?: string }) {
  return (
    <div className={className ? `btn-row ${className}` : 'btn-row'}>
      <QuoteLink />
      <WhatsappLink className="btn btn--ghost-ink">
        <WhatsappIcon size={18} />
        Falar no WhatsApp
      </WhatsappLink>
    </div>
  );
}
