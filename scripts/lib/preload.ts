import { findRoute } from '@studio/contracts/routes';

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

/**
 * What a page needs, known before any script runs: the edge reads the route table, remotes.json and the
 * manifests, and writes `<link rel="preload">` for the shared chunks, each remote's entry and the exposed
 * screen's chunks, plus remotes.json inline. The browser then fetches them in parallel instead of one
 * round trip after another (shell → remotes.json → manifest → remoteEntry → screen chunk).
 */
export class PreloadPlanner {
  private cache = new Map<string, { at: number; value: Promise<Manifest | null> }>();

  /** `selfUrl` is the edge's own loopback address: manifests are read the way the browser will read them. */
  constructor(private readonly selfUrl: string) {}

  private manifest(url: string): Promise<Manifest | null> {
    const hit = this.cache.get(url);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = fetch(new URL(url, this.selfUrl), { signal: AbortSignal.timeout(1000) })
      .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : null))
      .catch(() => null);
    this.cache.set(url, { at: Date.now(), value });
    return value;
  }

  async headTags(pathname: string, remotes: Record<string, string>): Promise<string> {
    const links = new Set<string>();
    const add = (base: string, files: string[], as: 'script' | 'style') => {
      for (const f of files) links.add(`<link rel="preload" as="${as}" href="${new URL(f, new URL(base, 'http://x')).pathname}">`);
    };
    const shell = await this.manifest('/mf-manifest.json');
    for (const s of shell?.shared ?? []) add('/', s.assets.js.sync, 'script');

    const route = findRoute(pathname);
    const modules = route ? [route.layout, route.screen].filter((m): m is string => Boolean(m)) : ['public/NotFoundPage'];
    for (const id of modules) {
      const [remote, expose] = id.split('/') as [string, string];
      const url = remotes[remote];
      if (!url) continue;
      const m = await this.manifest(url);
      if (!m) continue;
      links.add(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);
      add(url, [`${m.metaData.remoteEntry.path}${m.metaData.remoteEntry.name}`], 'script');
      const e = m.exposes.find((x) => x.name === expose);
      if (e) {
        add(url, e.assets.css.sync, 'style');
        add(url, e.assets.js.sync, 'script');
      }
    }
    const inline = `<script type="application/json" id="remotes-manifest">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`;
    return `${inline}\n${[...links].join('\n')}\n`;
  }
}
