/**
 * Every path of both spec documents, with the remote screen that renders it. The shell builds its route
 * table from this list and the edge uses it to answer unknown paths with a real 404, so both read one list.
 */
export interface RouteEntry {
  /** react-router path pattern */
  path: string;
  /** `<remote>/<exposed module>` */
  screen: string;
  /** optional layout module the screen sits in */
  layout?: string;
  /** optional extra modules rendered beside the screen (loaded on their own, so one failing hides only itself) */
  extras?: string[];
  /** a path that only redirects to another (the second reading of the case-study paths) */
  redirectTo?: string;
  /** who may see it; the server checks every admin call again, this only routes the visitor */
  guard?: 'admin';
}

export const CASE_STUDY_SLUGS = [
  'harmonius-blend',
  'startup-tecnologia',
  'restaurante-sabor-arte',
  'clinica-odontologica',
  'academia-fitness-plus',
  'ecommerce-moda-feminina',
  'cafeteria-aroma-sabor',
] as const;
export type CaseStudySlug = (typeof CASE_STUDY_SLUGS)[number];

export const SERVICE_SLUGS = ['design', 'brand-identity', 'social-media', 'digital-experience'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

const SITE = 'public/SiteLayout';

/**
 * Where a layout prerendered at build time leaves room for a screen of another remote (the quiz inside the
 * public site's header and footer); the edge puts that remote's prerendered screen in its place.
 */
export const PRERENDER_SLOT = '<div data-prerender-slot=""></div>';

export const ROUTES: RouteEntry[] = [
  { path: '/', screen: 'public/HomePage', layout: SITE, extras: ['chat/ChatWidget'] },
  ...SERVICE_SLUGS.map((slug) => ({ path: `/${slug}`, screen: 'public/ServicePage', layout: SITE })),
  { path: '/projects', screen: 'public/ProjectsPage', layout: SITE },
  // Canonical case-study URL is /projects/<slug>; the short reading redirects to it.
  ...CASE_STUDY_SLUGS.map((slug) => ({ path: `/projects/${slug}`, screen: 'public/CaseStudyPage', layout: SITE })),
  ...CASE_STUDY_SLUGS.map((slug) => ({ path: `/${slug}`, screen: 'public/CaseStudyPage', redirectTo: `/projects/${slug}` })),
  { path: '/projects/:slug', screen: 'public/ProjectPage', layout: SITE },
  { path: '/blog', screen: 'public/BlogPage', layout: SITE },
  { path: '/blog/:slug', screen: 'public/BlogPostPage', layout: SITE },
  { path: '/orcamento', screen: 'quiz/QuizPage', layout: SITE },
  { path: '/manutencao', screen: 'public/MaintenancePage' },
  { path: '/error', screen: 'public/ErrorPage' },
  { path: '/auth', screen: 'admin/AuthPage' },
  { path: '/admin/login', screen: 'admin/AdminLoginPage' },
  { path: '/login', screen: 'admin/DemoLoginPage' },
  { path: '/admin/*', screen: 'admin/AdminApp', guard: 'admin' },
];

export const NOT_FOUND_SCREEN = 'public/NotFoundPage';

/** Paths that stay reachable for anonymous visitors while maintenance mode is on (public-site.md §4). */
export const MAINTENANCE_EXEMPT = ['/admin', '/admin/login', '/manutencao'];

export function isMaintenanceExempt(pathname: string): boolean {
  return MAINTENANCE_EXEMPT.some((p) => pathname === p || (p === '/admin' && pathname.startsWith('/admin/')));
}

const matchers = ROUTES.map((entry) => {
  const { path } = entry;
  const test = path.endsWith('/*')
    ? (p: string) => p === path.slice(0, -2) || p.startsWith(path.slice(0, -1))
    : ((re: RegExp) => (p: string) => re.test(p))(new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[a-z0-9-]+')}$`));
  // Static paths first, as react-router ranks them.
  return { entry, test, rank: path.includes(':') || path.includes('*') ? 1 : 0 };
}).sort((a, b) => a.rank - b.rank);

/** The route a path renders (after a redirect), or undefined for a path outside the table. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hit = matchers.find((m) => m.test(clean))?.entry;
  return hit?.redirectTo ? findRoute(hit.redirectTo) : hit;
}

/** True when the path matches a route of the table (the edge answers 404 otherwise). */
export function matchesRoute(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}
