export default function ErrorPage() {
  return (
    <section data-remote="public" data-screen="ErrorPage">
      <h1>ErrorPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
