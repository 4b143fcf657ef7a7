export default function AdminLoginPage() {
  return (
    <section data-remote="admin" data-screen="AdminLoginPage">
      <h1>AdminLoginPage</h1>
      <p>Tela em construção pelo remote admin.</p>
    </section>
  );
}
