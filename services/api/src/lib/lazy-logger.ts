import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that becomes pino's child (with the request id) only when something is logged at a level
 * that is on. Fastify builds a child logger for every request, and most requests log nothing above `info`: at
 * `warn` that child was the largest share of what a cached public read cost the API (bench:api, 0.62 → 0.8 of
 * a bare Fastify route with the logger off). What is logged is the same, with the same bindings.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private write(level: Level, args: LogArgs): void {
    if (this.made || this.parent.isLevelEnabled?.(level) !== false) (this.real[level] as (...a: LogArgs) => void)(...args);
  }

  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets pino's child at once: its
 * level is no longer the parent's to ask.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options);
};
