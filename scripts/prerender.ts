// Renders a remote's static pages to HTML at build time (after `rspack build -c rspack.prerender.config.mjs`).
// The remote's src/prerender.tsx exports `paths` and `render(path)`; each page goes to dist/prerender/.
// Usage: tsx scripts/prerender.ts <remote folder>
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { prerenderFile } from './lib/prerender-file';

const dir = path.resolve(process.argv[2] ?? '.');
const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
const require = createRequire(import.meta.url);
const mod = require(path.join(dir, 'dist-prerender/prerender.cjs')) as { paths: string[]; render: (p: string) => string };

fs.mkdirSync(path.join(outDir, 'prerender'), { recursive: true });
for (const p of mod.paths) {
  const html = mod.render(p);
  fs.writeFileSync(path.join(outDir, 'prerender', prerenderFile(p)), html);
}
console.log(`prerender: ${mod.paths.length} páginas em ${path.join(outDir, 'prerender')}`);
