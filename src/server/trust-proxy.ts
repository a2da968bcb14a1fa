import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-* headers to believe: nobody's, the nearest N proxies' (the client is the
 * address the Nth proxy saw), or those of proxies at these addresses or ranges. Never
 * "everybody's": a client could then write any address it likes.
 */
export type TrustProxy = false | number | string[];

const REFUSE_TRUE =
  'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For. Set the number of proxies in front of the shop (TRUST_PROXY=1: the address the nearest proxy saw) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).';

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; the error says what to write instead. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return { error: REFUSE_TRUE };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'TRUST_PROXY takes at most 10 proxy hops' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  return bad === undefined
    ? entries
    : {
        error: `TRUST_PROXY must be a number of proxy hops or proxy addresses (10.0.0.0/8,192.168.1.5); "${bad}" is neither`,
      };
}

/** Fastify's form of the setting: a hop count becomes "believe the nearest N". */
export function toFastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
