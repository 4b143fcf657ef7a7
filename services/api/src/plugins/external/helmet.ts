import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// The API answers JSON only: nothing in an answer may run, be framed or be sniffed. The headers that only
// mean something for HTML documents or old browsers (DNS prefetch, IE8 downloads, the XSS auditor, Flash
// policies, origin-keyed agent clusters) are left to the edge, which serves the pages with their own CSP;
// HSTS is the edge's too, as it is what terminates HTTPS. Framing is refused by the CSP's frame-ancestors,
// which supersedes X-Frame-Options (whose SAMEORIGIN would also contradict it), and the opener policy only
// applies to documents.
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xFrameOptions: false,
  xXssProtection: false,
};

/**
 * Helmet's headers, computed once by running helmet itself against a recording response. None of them
 * depends on the request, and running its middleware chain on every answer (the CSP is rebuilt each time)
 * cost about a tenth of a cached read's CPU in the bench:api profile.
 */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(async (app) => {
  const headers = helmetHeaders();
  // A callback hook, not an async one: no promise per request for work that cannot wait on anything.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
