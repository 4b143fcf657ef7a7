/** Placeholder while a page's data loads: the same dark band as the real hero, so nothing jumps. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="page-hero page-skeleton" aria-busy="true">
      <div className="container page-hero__inner">
        <p className="st-visually-hidden" role="status">
          {label}
        </p>
        <div className="page-skeleton__line page-skeleton__line--short" />
        <div className="page-skeleton__line page-skeleton__line--title" />
        <div className="page-skeleton__line" />
      </div>
    </div>
  );
}
