export default function HomePage() {
  return (
    <section data-remote="public" data-screen="HomePage">
      <h1>HomePage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
