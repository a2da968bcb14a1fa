import autocannon, { type Request } from 'autocannon';
import { percentile } from './percentile.ts';

/** One scenario's line of the results table. */
export interface Row {
  name: string;
  path: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  ratio?: number;
}

/** One route, or a list of routes each request takes the next of. */
export type Routes = string | readonly string[];

function rotation(routes: readonly string[]): Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        request.path = routes[next % routes.length] ?? '/';
        next += 1;
        return request;
      },
    },
  ];
}

/** A row for requests made one at a time and timed each: `sorted` in milliseconds. */
export function timedRow(
  name: string,
  route: string,
  sorted: readonly number[],
  failed: number,
): Row {
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length);
  return {
    name,
    path: route,
    connections: 1,
    rps: Math.round(1000 / mean),
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    errors: failed,
    timeouts: 0,
  };
}

/** The longest a scenario's leftovers are waited for. */
const SETTLE_UP_TO_MS = 3000;
/** A health answer this quick means the server's queue is empty. */
const IDLE_ANSWER_MS = 20;

/**
 * Waits until the server has worked through the requests a scenario's clients gave up on
 * (still in its queue): until health answers at once twice running, for at most 3 s, so the
 * next scenario starts on an idle server and a short run on small data does not sit waiting.
 */
export async function settle(base: string): Promise<void> {
  const until = performance.now() + SETTLE_UP_TO_MS;
  let quick = 0;
  while (quick < 2 && performance.now() < until) {
    const asked = performance.now();
    // Read to the end, so the connection goes back to the pool.
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    quick = performance.now() - asked < IDLE_ANSWER_MS ? quick + 1 : 0;
  }
}

/**
 * Measures a scenario with autocannon for `duration` seconds: `connections` clients unless
 * told, each request to the route or the next of the routes.
 */
export function createMeasure({
  duration,
  connections,
}: {
  duration: number;
  connections: number;
}) {
  return async function measure(
    base: string,
    name: string,
    routes: Routes,
    clients = connections,
    headers: Record<string, string> = {},
  ): Promise<Row> {
    const route = typeof routes === 'string' ? routes : (routes[0] ?? '/');
    const result = await autocannon({
      url: `${base}${route}`,
      connections: clients,
      duration,
      timeout: 10,
      headers,
      ...(typeof routes === 'string' ? {} : { requests: rotation(routes) }),
    });
    return {
      name,
      path: route,
      connections: clients,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      timeouts: result.timeouts,
    };
  };
}
