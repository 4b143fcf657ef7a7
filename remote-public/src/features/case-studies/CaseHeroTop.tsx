import { BackLink } from '../../ui/BackLink';

/** Above a project's title: the way back to the portfolio and the project's category. */
export function CaseHeroTop({ category }: { category: string }) {
  return (
    <>
      <BackLink to="/projects">Voltar aos Projetos</BackLink>
      <p className="badge badge--on-ink case-hero__badge">{category}</p>
    </>
  );
}
