export default function CaseStudyPage() {
  return (
    <section data-remote="public" data-screen="CaseStudyPage">
      <h1>CaseStudyPage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
