import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from './app-env.ts';

/** TRUST_PROXY: no proxy, a number of proxy hops, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];
type Trust = (address: string, hop: number) => boolean;

/** proxy-addr's trust function, or undefined when no proxy is trusted. Throws on a bad CIDR. */
export function compileTrust(trust: TrustProxy): Trust | undefined {
  if (trust === false) return undefined;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/**
 * The client's address: walks X-Forwarded-For from the socket's peer back towards the client,
 * past every hop we trust, as Express does. An entry added by an untrusted hop is never read.
 */
export function resolveClientIp(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: Trust | undefined,
): string {
  if (!trust) return limitKey(socketAddress);
  const req = {
    socket: { remoteAddress: socketAddress },
    headers: { 'x-forwarded-for': forwardedFor },
  };
  return limitKey(proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust));
}

/**
 * The address as the abuse limits count it: one spelling per address (an IPv4 written as
 * IPv6 is IPv4; no port), and an IPv6 client by its /64, the block one subscriber holds, so
 * that walking through a free /64 is one client, not millions.
 */
export function limitKey(address: string): string {
  const bare = /^[\d.]+:\d+$/.test(address) ? address.split(':')[0]! : address;
  if (!ipaddr.isValid(bare)) return bare;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${prefix.join(':')}::/64`;
}

let warnedUntrustedProxy = false;

export function clientIp(c: Context<AppEnv>, trust: Trust | undefined): string {
  let socketAddress: string;
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    socketAddress = '127.0.0.1'; // in-process requests (tests) have no socket: a local peer
  }
  const forwardedFor = c.req.header('x-forwarded-for');
  if (!trust && forwardedFor && !warnedUntrustedProxy) {
    // Behind a proxy every visitor would share the proxy's address, and its limits.
    warnedUntrustedProxy = true;
    c.get('log').warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is not set: every client counts as the proxy address in the abuse limits',
    );
  }
  return resolveClientIp(socketAddress, forwardedFor, trust);
}
