import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** Entry points change in place and must be revalidated; everything under assets/ is content-hashed. */
export function cacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface StaticOptions {
  root: string;
  /** serve index.html for paths that are not files (the shell); remotes answer 404 instead */
  spa?: boolean;
  /** headers added to every answer (CORS for remotes loaded from another origin) */
  headers?: Record<string, string>;
}

interface Cached {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

/** A small production static server: exact cache headers, precompressed answers kept in memory. */
export function createStaticServer({ root, spa = false, headers = {} }: StaticOptions): http.Server {
  const absRoot = path.resolve(root);
  const cache = new Map<string, Cached>();

  async function load(file: string): Promise<Cached | null> {
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === st.mtimeMs) return hit;
      const entry: Cached = { mtimeMs: st.mtimeMs, raw: await fs.readFile(file) };
      cache.set(file, entry);
      return entry;
    } catch {
      return null;
    }
  }

  return http.createServer(async (req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let rel = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '').replace(/^[/\\]+/, '');
    let file = path.join(absRoot, rel);
    if (!file.startsWith(absRoot)) {
      res.writeHead(403).end();
      return;
    }
    let entry = rel ? await load(file) : null;
    if (!entry && (spa || rel === '') && !path.extname(rel)) {
      rel = 'index.html';
      file = path.join(absRoot, rel);
      entry = await load(file);
    }
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Não encontrado');
      return;
    }
    const ext = path.extname(rel);
    const out: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(rel),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let body = entry.raw;
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= await brotli(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        out['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gz ??= await gzip(entry.raw, { level: 9 });
        body = entry.gz;
        out['Content-Encoding'] = 'gzip';
      }
    }
    out['Content-Length'] = String(body.length);
    res.writeHead(200, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
