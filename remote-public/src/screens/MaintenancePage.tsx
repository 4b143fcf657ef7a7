export default function MaintenancePage() {
  return (
    <section data-remote="public" data-screen="MaintenancePage">
      <h1>MaintenancePage</h1>
      <p>Tela em construção pelo remote public.</p>
    </section>
  );
}
