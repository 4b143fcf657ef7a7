import { PRERENDER_SLOT, findRoute } from '@studio/contracts/routes';
import { prerenderFile } from './prerender-file';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
}

const TTL_MS = 2000;
/** Placeholder the prerender build writes before asset URLs (packages/build-config/prerender.mjs). */
const REMOTE_BASE = 'https://remote-base.invalid/';

export interface PagePlan {
  head: string;
  /** the route's HTML rendered at build time, when its remote has it */
  body: string;
}

/**
 * What a page needs, known before any script runs: the edge reads the route table, remotes.json and the
 * manifests, links the screen's stylesheets, lists the shared chunks, each remote's entry and the screen's
 * chunks for the shell's boot script to preload once the page has painted, inlines remotes.json, and puts in
 * the HTML the remotes rendered for this route at build time. The browser paints the page at once and then
 * fetches the code in parallel instead of one round trip after another.
 */
export class PreloadPlanner {
  private cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** `selfUrl` is the edge's own loopback address: files are read the way the browser will read them. */
  constructor(private readonly selfUrl: string) {}

  private get<T>(url: string, as: 'json' | 'text'): Promise<T | null> {
    const hit = this.cache.get(url);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T | null>;
    const value = fetch(new URL(url, this.selfUrl), { signal: AbortSignal.timeout(1000) })
      .then((r) => (r.ok ? (as === 'json' ? r.json() : r.text()) : null))
      .catch(() => null) as Promise<T | null>;
    this.cache.set(url, { at: Date.now(), value });
    return value;
  }

  async plan(pathname: string, remotes: Record<string, string>): Promise<PagePlan> {
    const links = new Set<string>();
    const scripts = new Set<string>();
    const href = (base: string, file: string) => new URL(file, new URL(base, 'http://x')).pathname;
    const shell = await this.get<Manifest>('/mf-manifest.json', 'json');
    for (const s of shell?.shared ?? []) for (const f of s.assets.js.sync) scripts.add(href('/', f));

    const route = findRoute(pathname);
    const modules = route ? [route.layout, route.screen].filter((m): m is string => Boolean(m)) : ['public/NotFoundPage'];
    const styles: string[] = [];
    let body = '';
    for (const id of modules) {
      const [remote, expose] = id.split('/') as [string, string];
      const url = remotes[remote];
      if (!url) continue;
      const m = await this.get<Manifest>(url, 'json');
      if (!m) continue;
      links.add(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
      scripts.add(href(url, `${m.metaData.remoteEntry.path}${m.metaData.remoteEntry.name}`));
      const e = m.exposes.find((x) => x.name === expose);
      if (!e) continue;
      for (const f of e.assets.css.sync) styles.push(`<link rel="stylesheet" href="${href(url, f)}">`);
      for (const f of e.assets.js.sync) scripts.add(href(url, f));
      // The outermost module (the layout, else the screen) rendered the page at build time: the whole page,
      // or, around a screen of another remote, the layout with a slot that this screen's HTML fills.
      if ((!body || body.includes(PRERENDER_SLOT)) && route && !route.guard) {
        const html = await this.get<string>(href(url, `prerender/${prerenderFile(pathname)}`), 'text');
        // data-screen marks a live component (tests and tools wait for it); the static copy is marked apart.
        const part = html?.split(REMOTE_BASE).join(href(url, './')).split(' data-screen="').join(' data-prerendered="');
        if (part) body = body ? body.replace(PRERENDER_SLOT, () => part) : part;
      }
    }
    const json = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
    const inline = `${json('remotes-manifest', remotes)}\n${json('boot-preloads', [...scripts])}`;
    return { head: `${inline}\n${[...new Set(styles)].join('\n')}\n${[...links].join('\n')}\n`, body };
  }
}
