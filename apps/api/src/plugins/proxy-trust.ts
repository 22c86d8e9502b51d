import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Env } from '../env';

/** The named ranges TRUST_PROXY accepts (the names proxy-addr and Express use). */
const NAMED_RANGES: Record<string, Array<[string, number]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

function addEntry(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = isIPv4(address) ? 'ipv4' : 'ipv6';
  if (prefix === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(prefix), family);
}

/**
 * Fastify's `trustProxy` for the API: X-Forwarded-For is believed for exactly
 * `TRUST_PROXY_HOPS` hops, and only where each hop's address is one of `TRUST_PROXY`. So the
 * storefront's one forwarded address counts, and anything a client wrote before it does not.
 */
export function proxyTrust(
  env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>,
): (address: string, hop: number) => boolean {
  const trusted = new BlockList();
  for (const entry of env.TRUST_PROXY) {
    for (const [address, prefix] of NAMED_RANGES[entry] ?? []) {
      trusted.addSubnet(address, prefix, isIPv6(address) ? 'ipv6' : 'ipv4');
    }
    if (!NAMED_RANGES[entry]) addEntry(trusted, entry);
  }
  return (address, hop) =>
    hop < env.TRUST_PROXY_HOPS && trusted.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
