export default function AuthPage() {
  return (
    <section data-remote="admin" data-screen="AuthPage">
      <h1>AuthPage</h1>
      <p>Tela em construção pelo remote admin.</p>
    </section>
  );
}
