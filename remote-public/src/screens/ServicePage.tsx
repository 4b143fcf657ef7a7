export default function ServicePage() {
  return (
    <section data-remote="public" data-screen="ServicePage">
      <h1>ServicePage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
