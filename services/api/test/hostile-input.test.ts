import { createHash } from 'node:crypto';
import { buildTestApp, dropAndClose } from './helper';
import { adminCookie } from './auth-helper';
import type { App } from '../src/app';

/**
 * Sends generated bad requests to every route of the OpenAPI document: wrong types, missing and unknown
 * fields, huge strings and bodies, deep nesting, MongoDB operators, prototype-pollution keys, invalid JSON,
 * wrong content types, path traversal and invalid ObjectIds. None may answer 5xx or change stored data.
 */

const OPERATORS = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $where: 'sleep(1000)' }, { $in: [] }, { $exists: true }];
// Values no field accepts on its own (a lone `true` would be a valid maintenance switch, not hostile).
const SCALARS: unknown[] = [null, 1e308, 'x'.repeat(100_000), '', '\u0000', [], [[[]]], {}, '<script>alert(1)</script>', '../../etc/passwd', { nested: { $gt: '' } }];
const POLLUTION = ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', '{"a":{"__proto__":{"polluted":"yes"}}}'];
const BAD_IDS = ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '../../etc/passwd', '%2e%2e%2f%2e%2e%2f', '{"$gt":""}', "' OR '1'='1", 'a'.repeat(5000), '000000000000000000000000', '%00', '..%5c..%5c'];

function deep(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

interface Op {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
  /** a POST that takes no body: an action that rightly happens whatever the request carries */
  action?: boolean;
}

function propertiesOf(schema: unknown): string[] {
  const s = schema as { properties?: Record<string, unknown> } | undefined;
  return s?.properties ? Object.keys(s.properties) : ['title', 'email', 'messages', 'answers', 'contact', 'name'];
}

function opsFor(path: string, method: string, bodySchema: unknown): Op[] {
  const json = { 'content-type': 'application/json' };
  const ops: Op[] = [];
  const urls = path.includes('{')
    ? BAD_IDS.map((id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
    : [path, `${path}?q[$regex]=.*`, `${path}?q=%00`, `${path}?${'x'.repeat(3000)}=1`, `${path}?__proto__[polluted]=yes`];
  const base = urls[0]!;
  for (const url of urls) ops.push({ method, url, headers: {} });
  if (method === 'GET' || method === 'DELETE') return ops;

  const props = propertiesOf(bodySchema);
  const bodies: string[] = [
    '{',
    'not json',
    '[]',
    'null',
    '"string"',
    '123',
    '{}',
    deep(2000),
    JSON.stringify({ unknownField: 1 }),
    JSON.stringify(Object.fromEntries(props.map((p) => [p, 'x'.repeat(300_000)]))),
    ...POLLUTION,
  ];
  for (const p of props) {
    for (const v of [...SCALARS, ...OPERATORS]) bodies.push(JSON.stringify({ [p]: v }));
    for (const v of OPERATORS) bodies.push(JSON.stringify(Object.fromEntries(props.map((q) => [q, q === p ? v : 'valor']))));
  }
  for (const payload of bodies) ops.push({ method, url: base, payload, headers: json });
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']) {
    ops.push({ method, url: base, payload: '{"a":1}', headers: { 'content-type': type } });
  }
  ops.push({ method, url: base, payload: 'x'.repeat(2 * 1024 * 1024), headers: json });
  return ops;
}

/** A digest per collection, so a failure names what changed. */
async function snapshot(app: App): Promise<Record<string, string>> {
  const db = app.db.db!;
  const out: Record<string, string> = {};
  const cols = (await db.listCollections().toArray()).map((c) => c.name).sort();
  for (const name of cols) {
    const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
    // An empty collection may appear when mongoose builds indexes in the background: that is no data.
    if (docs.length === 0) continue;
    out[name] = `${docs.length}:${createHash('sha256').update(JSON.stringify(docs)).digest('hex').slice(0, 16)}`;
  }
  return out;
}

describe('hostile input against every API route', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMax: 1_000_000, quizRateLimitMax: 1_000_000, chatRateLimitMax: 1_000_000, authRateLimitMax: 1_000_000 });
  });
  afterAll(async () => dropAndClose(app));

  it('never answers 5xx, changes no stored data and keeps answering normally', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };
    const ops: Op[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, spec] of Object.entries(methods)) {
        const schema = spec.requestBody?.content?.['application/json']?.schema;
        const action = method === 'post' && !schema;
        ops.push(...opsFor(path, method.toUpperCase(), schema).map((o) => ({ ...o, action })));
      }
    }
    // Some routes are reached by method/path combinations the document does not list.
    for (const path of Object.keys(doc.paths).filter((p) => !p.startsWith('/api/docs'))) {
      ops.push({ method: 'PATCH', url: path.replace(/\{[^}]+\}/g, 'x'), payload: '{}', headers: { 'content-type': 'application/json' } });
    }
    while (ops.length < 2500) ops.push(...ops.slice(0, 2500 - ops.length));

    // Half anonymous, half as a signed-in admin from the site's own origin, so the bad input reaches the
    // validation of the admin routes instead of stopping at the session check.
    const cookie = await adminCookie(app);
    const asAdmin = { cookie, origin: app.config.publicUrl };
    const before = await snapshot(app);
    const failures: string[] = [];
    let tried = 0;
    const accepted: string[] = [];
    // Actions that take no body (signing out, registering interest) rightly act whatever else the request
    // carries: they are sent anonymously only.
    const both = (o: Op) => (o.action ? [o] : [o, { ...o, headers: { ...o.headers, ...asAdmin } }]);
    for (const op of ops.flatMap(both)) {
      tried++;
      const res = await app.inject({ method: op.method as 'GET', url: op.url, payload: op.payload, headers: op.headers });
      if (res.statusCode < 300 && op.method !== 'GET') accepted.push(`${op.method} ${op.url.slice(0, 60)} ${String(op.payload).slice(0, 100)} → ${res.statusCode}`);
      if (res.statusCode >= 500) failures.push(`${op.method} ${op.url.slice(0, 80)} ${String(op.payload).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (/\bat .*\.(ts|js):\d+/.test(res.body)) failures.push(`stack trace leaked by ${op.method} ${op.url}`);
    }
    console.log(`hostile input: ${tried} requests tried over ${Object.keys(doc.paths).length} paths`);
    expect(failures).toEqual([]);
    // Only requests that change nothing may be accepted (signing out an anonymous visitor, for one).
    expect(accepted.filter((a) => !a.startsWith('POST /api/auth/logout') && !a.startsWith('POST /api/dashboard/instagram-interest'))).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(5000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot(app)).toEqual(before);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().isAdmin).toBe(true);
  }, 300_000);
});
