interface Fact {
  term: string;
  detail: string;
}

/** 'Informações do Projeto': the facts box beside a project's text; facts without a value are left out. */
export function ProjectFacts({ id, facts }: { id: string; facts: (Fact | false | null | undefined | '')[] }) {
  return (
    <aside className="case__info" aria-labelledby={id}>
      <h2 id={id} className="case__info-title">
        Informações do Projeto
      </h2>
      <dl>
        {facts.map(
          (f) =>
            f && (
              <div key={f.term}>
                <dt>{f.term}</dt>
                <dd>{f.detail}</dd>
              </div>
            ),
        )}
      </dl>
    </aside>
  );
}
