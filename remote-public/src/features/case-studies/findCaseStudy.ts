import { CASE_STUDIES, type CaseStudyInfo } from '@studio/contracts/studio';

/** The case study a path names, from its last segment: /projects/<slug> and the short /<slug> alike. */
export function caseStudyFromPath(pathname: string): CaseStudyInfo | null {
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return CASE_STUDIES.find((c) => c.slug === slug) ?? null;
}

export function nextCaseStudy(current: CaseStudyInfo): CaseStudyInfo {
  const i = CASE_STUDIES.indexOf(current);
  return CASE_STUDIES[(i + 1) % CASE_STUDIES.length] ?? current;
}
