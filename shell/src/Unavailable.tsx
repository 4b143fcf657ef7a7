/** The short pt-BR fallback for an area whose remote cannot be loaded right now. */
export function Unavailable() {
  return (
    <section className="shell-unavailable" aria-live="polite">
      <h1>Esta área está temporariamente indisponível</h1>
      <p>Estamos trabalhando para normalizar. Tente novamente em alguns instantes.</p>
      <a href="/">Voltar ao Início</a>
    </section>
  );
}
