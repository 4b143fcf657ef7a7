import { QUIZ_HOW_IT_WORKS } from '@studio/contracts/quiz';

export function HowItWorks() {
  return (
    <aside className="qz-how" aria-labelledby="qz-how-title">
      <h2 className="qz-how__title" id="qz-how-title">
        Como funciona?
      </h2>
      <ol className="qz-how__list">
        {QUIZ_HOW_IT_WORKS.map((s, i) => (
          <li className="qz-how__item" key={s.title}>
            <span className="qz-how__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="qz-how__step">{s.title}</h3>
              <p className="qz-how__text">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
