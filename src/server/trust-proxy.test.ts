import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses and ranges', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(parseTrustProxy('fd00::/8,::1')).toEqual(['fd00::/8', '::1']);
  });

  it('refuses true at start, saying what to write instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For\. Set the number of proxies in front of the shop \(TRUST_PROXY=1/,
    );
  });

  it('refuses anything that is neither hops nor addresses', () => {
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '11']) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('trusts nobody when unset', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });
});
