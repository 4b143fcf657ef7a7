export default function AdminApp() {
  return (
    <section data-remote="admin" data-screen="AdminApp">
      <h1>AdminApp</h1>
      <p>Tela em construção pelo remote admin.</p>
    </section>
  );
}
