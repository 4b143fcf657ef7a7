// Build-time rendering of a remote's pages, for its src/prerender.tsx (bundled by
// packages/build-config/prerender.mjs, written to dist/prerender/ by scripts/prerender.ts). The edge puts the
// HTML in the page so the first paint needs no JavaScript; the browser then renders the same components over it.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PRERENDER_SLOT, ROUTES } from '@studio/contracts/routes';

type Layout = ComponentType<{ children?: ReactNode }>;

/** An element React writes as exactly PRERENDER_SLOT. */
function Slot() {
  return <div data-prerender-slot="" />;
}

/**
 * The routes without parameters that `remote` can render: a screen it has, inside its layout when the route's
 * layout is this remote's too, alone when the layout is another remote's. A screen of another remote in one
 * of this remote's layouts gets the layout with PRERENDER_SLOT where the screen goes; the screen's remote
 * renders the screen and the edge puts the two together. A screen that loads data is rendered in its loading
 * state.
 */
export function prerenderPages(remote: string, screens: Record<string, ComponentType>, layouts: Record<string, Layout> = {}) {
  const own = (module: string) => module.startsWith(`${remote}/`);
  const pages = ROUTES.filter((r) => !r.redirectTo && !r.guard && !r.path.includes(':') && !r.path.includes('*')).flatMap((r) => {
    const Layout = r.layout && own(r.layout) ? layouts[r.layout] : undefined;
    if (r.layout && own(r.layout) && !Layout) return [];
    const Screen = screens[r.screen] ?? (Layout && !own(r.screen) ? Slot : undefined);
    return Screen ? [{ path: r.path, Layout, Screen }] : [];
  });

  function render(path: string): string {
    const page = pages.find((p) => p.path === path);
    if (!page) throw new Error(`sem prerender para ${path}`);
    const { Layout, Screen } = page;
    const html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        {Layout ? (
          <Layout>
            <Screen />
          </Layout>
        ) : (
          <Screen />
        )}
      </MemoryRouter>,
    );
    if (Screen === Slot && !html.includes(PRERENDER_SLOT)) throw new Error(`o layout de ${path} não deixou o espaço da tela`);
    return html;
  }

  return { paths: pages.map((p) => p.path), render };
}
