import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** One autocannon run; `body` may be a function so every request carries a different payload. */
export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  body?: () => string;
}): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    requests: opts.body ? [{ setupRequest: (req) => ({ ...req, body: opts.body!() }) }] : undefined,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

type Summary = LoadResult & { samples: LoadResult[] };

function summarize(samples: LoadResult[]): Summary {
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    non2xx: samples.reduce((a, s) => a + s.non2xx, 0),
    errors: samples.reduce((a, s) => a + s.errors, 0),
    samples,
  };
}

type LoadOptions = Parameters<typeof load>[0];

/**
 * Medians of several runs, so one noisy run does not decide the figure. A one-second run first, not counted,
 * lets the server's JIT and connection pools settle, as they are in a process that has been up for a while.
 */
export async function loadMedian(runs: number, opts: LoadOptions): Promise<Summary> {
  await load({ ...opts, seconds: 1 });
  const samples: LoadResult[] = [];
  for (let i = 0; i < runs; i++) samples.push(await load(opts));
  return summarize(samples);
}

/**
 * A target measured against a baseline in alternating runs (baseline, target, baseline, target...), so the
 * machine's drift over the minutes of a benchmark weighs on both alike; the ratio is the median of each pair's.
 */
export async function loadAgainst(runs: number, baseline: LoadOptions, target: LoadOptions): Promise<{ baseline: Summary; target: Summary; ratio: number }> {
  await load({ ...baseline, seconds: 1 });
  await load({ ...target, seconds: 1 });
  const base: LoadResult[] = [];
  const measured: LoadResult[] = [];
  for (let i = 0; i < runs; i++) {
    base.push(await load(baseline));
    measured.push(await load(target));
  }
  return { baseline: summarize(base), target: summarize(measured), ratio: median(measured.map((m, i) => m.rps / base[i]!.rps)) };
}
