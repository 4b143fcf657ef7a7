export default function QuizPage() {
  return (
    <section data-remote="quiz" data-screen="QuizPage">
      <h1>QuizPage</h1>
      <p>Tela em construção pelo remote quiz.</p>
    </section>
  );
}
