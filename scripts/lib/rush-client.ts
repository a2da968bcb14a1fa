import { Agent, request as httpRequest } from 'node:http';
import type { ErrorCode } from '../../src/domain/shared/error-codes.ts';
import { percentile } from './percentile.ts';

/**
 * The rush's HTTP client: plain `node:http` on kept-alive sockets, one a scripted user, which
 * costs the bench far less of the machine's two cores than `fetch` would, so the server gets
 * what the scripted users leave of them as autocannon's health run leaves it.
 */

/** What a request of the mix counts as in the report. */
type Kind = 'read' | 'cart' | 'checkout' | 'event' | 'staff';
const KINDS: readonly Kind[] = ['read', 'cart', 'checkout', 'event', 'staff'];

export interface Reply {
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * Refusals a release day brings about and the shop answers as it should: the last copy gone,
 * a declined card, a full event. They are counted apart, not as errors.
 */
const EXPECTED_REFUSALS: readonly ErrorCode[] = [
  'out_of_stock',
  'sold_out',
  'insufficient_stock',
  'payment_declined',
  'event_full',
  'already_registered',
  'not_registered',
  'not_in_cart',
  // The cart held only singles that sold out meanwhile, which a cart drops when it is read.
  'cart_empty',
];

interface Tally {
  ms: number[];
  refused: number;
  errors: number;
}

/** Every request's time and outcome, by kind, from when `start` is called. */
export function createRecorder() {
  const tallies = new Map<Kind, Tally>(
    KINDS.map((kind) => [kind, { ms: [], refused: 0, errors: 0 }]),
  );
  const errorSamples: string[] = [];
  let recording = false;

  return {
    start(): void {
      recording = true;
    },
    stop(): void {
      recording = false;
    },
    add(kind: Kind, ms: number, outcome: 'ok' | 'refused' | string): void {
      if (!recording) return;
      const tally = tallies.get(kind) as Tally;
      tally.ms.push(ms);
      if (outcome === 'refused') tally.refused += 1;
      else if (outcome !== 'ok') {
        tally.errors += 1;
        if (errorSamples.length < 10) errorSamples.push(`${kind}: ${outcome}`);
      }
    },
    summary(seconds: number) {
      const rows = KINDS.map((kind) => {
        const { ms, refused, errors } = tallies.get(kind) as Tally;
        const sorted = ms.toSorted((a, b) => a - b);
        return {
          kind,
          requests: ms.length,
          rps: Math.round(ms.length / seconds),
          p50: Math.round(percentile(sorted, 50) * 10) / 10,
          p99: Math.round(percentile(sorted, 99) * 10) / 10,
          refused,
          errors,
        };
      });
      return { rows, errorSamples };
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

interface RushRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The session it is made in: a customer's or staff's. */
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** A scripted user's connection to the shop, timing each request into the recorder. */
export function createClient(base: string, recorder: Recorder) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  function send(request: RushRequest): Promise<Reply> {
    const { method, path, token, payload, headers } = request;
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          timeout: 10_000,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: Record<string, unknown> | null = null;
            try {
              parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
            } catch {
              parsed = null;
            }
            resolve({ status: incoming.statusCode ?? 0, body: parsed });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 10 s')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  return {
    /** Sends the request and records it as `kind`: answered, refused as expected, or an error. */
    async call(kind: Kind, request: RushRequest): Promise<Reply> {
      const begun = performance.now();
      const { method, path } = request;
      try {
        const reply = await send(request);
        recorder.add(kind, performance.now() - begun, outcomeOf(method, path, reply));
        return reply;
      } catch (error) {
        recorder.add(kind, performance.now() - begun, `${method} ${path}: ${String(error)}`);
        return { status: 0, body: null };
      }
    },
    close: () => agent.destroy(),
  };
}

export type RushClient = ReturnType<typeof createClient>;

function outcomeOf(method: string, path: string, reply: Reply): string {
  if (reply.status < 400) return 'ok';
  const code = reply.body?.code;
  if (typeof code === 'string' && (EXPECTED_REFUSALS as readonly string[]).includes(code))
    return 'refused';
  return `${method} ${path.split('?')[0]}: ${reply.status} ${String(code ?? '')}`;
}
