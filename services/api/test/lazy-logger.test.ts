import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { LazyChildLogger, lazyChildLoggerFactory } from '../src/lib/lazy-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  return { lines, stream };
}

describe('LazyChildLogger', () => {
  it('makes no child for what its level drops, and logs the rest with the bindings', () => {
    const { lines, stream } = capture();
    const parent = pino({ level: 'warn' }, stream);
    const child = jest.spyOn(parent, 'child');
    const log = new LazyChildLogger(parent, { reqId: 'req-1' }, {});
    log.info('não sai');
    log.debug({ a: 1 }, 'também não');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    log.warn({ leadId: 'x' }, 'sai');
    log.error('sai também');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.leadId])).toEqual([
      ['req-1', 'sai', 'x'],
      ['req-1', 'sai também', undefined],
    ]);
  });

  it('is what a Fastify request logs through: the request id is on the lines that are written', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { level: 'warn', stream }, childLoggerFactory: lazyChildLoggerFactory });
    app.get('/', async (req) => {
      req.log.info('ignorada');
      req.log.warn('registrada');
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'registrada', reqId: expect.any(String) });
  });
});
