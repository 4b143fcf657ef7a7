export default function ProjectsPage() {
  return (
    <section data-remote="public" data-screen="ProjectsPage">
      <h1>ProjectsPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
