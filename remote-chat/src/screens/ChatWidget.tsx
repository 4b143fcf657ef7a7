export default function ChatWidget() {
  return (
    <section data-remote="chat" data-screen="ChatWidget">
      <h1>ChatWidget</h1>
      <p>Tela em construção pelo remote chat.</p>
    </section>
  );
}
