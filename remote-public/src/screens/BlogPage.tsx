export default function BlogPage() {
  return (
    <section data-remote="public" data-screen="BlogPage">
      <h1>BlogPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
