export default function NotFoundPage() {
  return (
    <section data-remote="public" data-screen="NotFoundPage">
      <h1>NotFoundPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
