import http from 'node:http';
import fs from 'node:fs/promises';
import net from 'node:net';
import { matchesRoute } from '@studio/contracts/routes';
import { createStaticServer } from './static-server';
import { PreloadPlanner } from './preload';
import { contentSecurityPolicy, HSTS } from './security-headers';

export interface EdgeOptions {
  shell: string; // http://127.0.0.1:3000
  api: string; // http://127.0.0.1:4000
  /** remote name → its own static server, proxied under /remotes/<name>/ */
  remotes: Record<string, string>;
  /** the file behind /remotes.json; read on every request so a release is one edit away */
  remotesFile: string;
  /** extra headers on every answer (security headers) */
  headers?: Record<string, string>;
  /** versioned remote builds served under /releases/<name>/<version>/ (see scripts/release.ts) */
  releasesDir?: string;
}

const UNAVAILABLE = JSON.stringify({ error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });

function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: string, path: string, status?: number) {
  const url = new URL(target);
  const upstream = http.request(
    {
      host: url.hostname,
      port: url.port,
      method: req.method,
      path,
      headers: {
        ...req.headers,
        host: req.headers.host ?? url.host,
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
        'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
        'x-forwarded-host': req.headers.host ?? '',
      },
    },
    (up) => {
      const headers = { ...up.headers };
      res.writeHead(status ?? up.statusCode ?? 502, headers);
      // Stream as it arrives: server-sent events must not wait for the whole body.
      res.flushHeaders();
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(UNAVAILABLE);
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * The one public address: `/api` to the API, `/remotes/<name>/` to each remote's own server, `/remotes.json`
 * from a file, and everything else to the shell, with a real 404 status for paths outside the route table.
 */
export function createEdge(opts: EdgeOptions): http.Server {
  const releases = opts.releasesDir
    ? createStaticServer({ root: opts.releasesDir, headers: { 'Access-Control-Allow-Origin': '*' } })
    : null;
  let planner: PreloadPlanner | null = null;
  let shellHtml: { at: number; value: Promise<string> } | null = null;
  /** The shell's index.html with this route's preloads; the shell's file is re-read at most every 2 s. */
  const page = async (pathname: string): Promise<string> => {
    if (!shellHtml || Date.now() - shellHtml.at > 2000) {
      const value = fetch(`${opts.shell}/index.html`).then((r) => {
        if (!r.ok) throw new Error(`shell ${r.status}`);
        return r.text();
      });
      value.catch(() => (shellHtml = null));
      shellHtml = { at: Date.now(), value };
    }
    const [html, remotes] = await Promise.all([shellHtml.value, fs.readFile(opts.remotesFile, 'utf8').then((t) => JSON.parse(t) as Record<string, string>)]);
    planner ??= new PreloadPlanner(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
    const plan = await planner.plan(pathname, remotes);
    return html.replace('</head>', `${plan.head}</head>`).replace('<div id="root"></div>', `<div id="root">${plan.body}</div>`);
  };
  let csp: { at: number; value: Promise<string> } | null = null;
  const pagePolicy = () => {
    if (!csp || Date.now() - csp.at > 2000) {
      csp = {
        at: Date.now(),
        value: fs
          .readFile(opts.remotesFile, 'utf8')
          .then((t) => contentSecurityPolicy(JSON.parse(t) as Record<string, string>))
          .catch(() => contentSecurityPolicy({})),
      };
    }
    return csp.value;
  };
  const server = http.createServer(async (req, res) => {
    for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
    // HSTS only means something over HTTPS (a TLS terminator in front of the edge says so).
    if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', HSTS);
    const raw = req.url ?? '/';
    const pathname = raw.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return proxy(req, res, opts.api, raw);
    // The API sets its own (stricter) policy; pages and their assets get the site's.
    res.setHeader('Content-Security-Policy', await pagePolicy());
    if (pathname === '/remotes.json') {
      try {
        const body = await fs.readFile(opts.remotesFile);
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(body);
      } catch {
        res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(UNAVAILABLE);
      }
      return;
    }
    if (releases && pathname.startsWith('/releases/')) {
      req.url = raw.slice('/releases'.length);
      releases.emit('request', req, res);
      return;
    }
    const m = /^\/remotes\/([a-z]+)(\/.*)$/.exec(pathname);
    if (m) {
      const target = opts.remotes[m[1]!];
      if (!target) {
        res.writeHead(404).end();
        return;
      }
      return proxy(req, res, target, m[2]! + raw.slice(pathname.length));
    }
    const isNavigation = !/\.[a-z0-9]+$/i.test(pathname);
    if (isNavigation && (req.method === 'GET' || req.method === 'HEAD')) {
      // The SPA renders the not-found screen; the status tells crawlers and tools the truth.
      const status = matchesRoute(pathname) ? 200 : 404;
      try {
        const html = await page(pathname);
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : html);
      } catch {
        proxy(req, res, opts.shell, '/index.html', status);
      }
      return;
    }
    return proxy(req, res, opts.shell, raw);
  });

  // Live reload in `npm run dev` goes through the edge as a WebSocket upgrade.
  server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const m = /^\/remotes\/([a-z]+)(\/.*)$/.exec(pathname);
    const target = new URL(m ? (opts.remotes[m[1]!] ?? opts.shell) : opts.shell);
    const up = net.connect(Number(target.port), target.hostname, () => {
      up.write(`${req.method} ${m ? m[2] : req.url} HTTP/1.1\r\n`);
      for (let i = 0; i < req.rawHeaders.length; i += 2) up.write(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`);
      up.write('\r\n');
      up.write(head);
      up.pipe(socket).pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  return server;
}
