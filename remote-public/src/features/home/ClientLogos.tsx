import { CASE_STUDIES } from '@studio/contracts/studio';
import { CLIENT_LOGOS, LOGO_SIZE } from '../clients/logos';

export function ClientLogos() {
  return (
    <section className="clients" aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title" className="clients__title">
          Marcas que confiam no nosso trabalho
        </h2>
        <ul className="clients__list">
          {CASE_STUDIES.map((c) => (
            <li key={c.slug}>
              <img src={CLIENT_LOGOS[c.slug]} alt={c.client} width={LOGO_SIZE.width} height={LOGO_SIZE.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
