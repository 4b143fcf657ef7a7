export default function ProjectPage() {
  return (
    <section data-remote="public" data-screen="ProjectPage">
      <h1>ProjectPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
