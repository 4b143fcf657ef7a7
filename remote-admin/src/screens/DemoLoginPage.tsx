export default function DemoLoginPage() {
  return (
    <section data-remote="admin" data-screen="DemoLoginPage">
      <h1>DemoLoginPage</h1>
      <p>Tela em construção pelo remote admin.</p>
    </section>
  );
}
