import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { isStoreAddress } from './store-networks.ts';

describe('STORE_NETWORKS', () => {
  it('reads addresses and ranges, IPv4 and IPv6, once at start', () => {
    const networks = loadEnv({
      STORE_NETWORKS: '203.0.113.7, 192.168.1.0/24,2001:db8::/32',
    }).STORE_NETWORKS;
    if (!networks) throw new Error('STORE_NETWORKS was not read');
    expect(isStoreAddress(networks, '203.0.113.7')).toBe(true);
    expect(isStoreAddress(networks, '192.168.1.200')).toBe(true);
    expect(isStoreAddress(networks, '::ffff:192.168.1.200')).toBe(true);
    expect(isStoreAddress(networks, '2001:db8::42')).toBe(true);
    expect(isStoreAddress(networks, '203.0.113.8')).toBe(false);
    expect(isStoreAddress(networks, '192.168.2.1')).toBe(false);
  });

  it('refuses a malformed value at start, naming it', () => {
    for (const value of [
      '192.168.1.0/33',
      'the-store',
      '10.0.0.0/8/1',
      '10.0.0.1,',
      '10.0.0.0/x',
    ]) {
      expect(() => loadEnv({ STORE_NETWORKS: value }), value).toThrow(/STORE_NETWORKS must list/);
    }
  });

  it('is optional: unset, no address is a store', () => {
    expect(loadEnv({}).STORE_NETWORKS).toBeUndefined();
  });
});
