import { BlockList, isIP } from 'node:net';

/**
 * The stores' own networks (STORE_NETWORKS): players opening accounts on a store's Wi-Fi at a
 * prerelease all share its address, so sign-ups from these count against the shop-wide
 * ceiling alone. Node's BlockList matches addresses and ranges, IPv4-mapped IPv6 included.
 */
export function parseStoreNetworks(value: string): BlockList | { error: string } {
  const networks = new BlockList();
  for (const entry of value.split(',').map((text) => text.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const refused = {
      error: `STORE_NETWORKS must list addresses or ranges (203.0.113.7,192.168.1.0/24); "${entry}" is neither`,
    };
    if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      return refused;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    try {
      if (prefix === undefined) networks.addAddress(address, type);
      else networks.addSubnet(address, Number(prefix), type);
    } catch {
      // A prefix longer than the address (/33 on IPv4).
      return refused;
    }
  }
  return networks;
}

/** Whether a client address is one of the stores' own. */
export function isStoreAddress(networks: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && networks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
