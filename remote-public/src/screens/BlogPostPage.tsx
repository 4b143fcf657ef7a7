export default function BlogPostPage() {
  return (
    <section data-remote="public" data-screen="BlogPostPage">
      <h1>BlogPostPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
