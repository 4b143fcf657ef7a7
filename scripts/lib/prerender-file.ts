/** `/` → index.html, `/projects/harmonius-blend` → projects__harmonius-blend.html */
export function prerenderFile(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return `${clean === '/' ? 'index' : clean.slice(1).replace(/\//g, '__')}.html`;
}
