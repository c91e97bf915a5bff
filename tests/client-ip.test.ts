import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { compileTrust, limitKey, resolveClientIp } from '../src/server/http/client-ip.ts';

const trustOf = (value: string) => compileTrust(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY);

describe('TRUST_PROXY', () => {
  it("refuses 'true', which trusted whatever the client put in X-Forwarded-For", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('without a proxy, the socket is the client and X-Forwarded-For is ignored', () => {
    expect(resolveClientIp('198.51.100.1', '203.0.113.9', trustOf(''))).toBe('198.51.100.1');
    expect(resolveClientIp('198.51.100.1', '203.0.113.9', trustOf('0'))).toBe('198.51.100.1');
  });

  it('a hop count reads that many entries from the right, never the ones the client wrote', () => {
    const oneProxy = trustOf('1');
    expect(resolveClientIp('10.0.0.2', '203.0.113.9', oneProxy)).toBe('203.0.113.9');
    // The client forged an entry: the proxy appended the real address after it.
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.9', oneProxy)).toBe('203.0.113.9');
    // A CDN in front of the reverse proxy: two hops.
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.9, 172.64.0.1', trustOf('2'))).toBe(
      '203.0.113.9',
    );
  });

  it('a list of CIDRs trusts X-Forwarded-For only when it came through those proxies', () => {
    const proxies = trustOf('10.0.0.0/8, 172.64.0.0/13');
    // Straight from the internet: the header is the client's own words.
    expect(resolveClientIp('198.51.100.1', '203.0.113.9', proxies)).toBe('198.51.100.1');
    // Through our proxy, and through the CDN then our proxy.
    expect(resolveClientIp('10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 203.0.113.9, 172.64.0.1', proxies)).toBe(
      '203.0.113.9',
    );
  });
});

describe('the address the limits count', () => {
  it('has one spelling per client, and an IPv6 client is its /64', () => {
    expect(limitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(limitKey('203.0.113.5:1234')).toBe('203.0.113.5');
    expect(limitKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(limitKey('2001:0db8:0001:0001:0000:0000:0000:0015')).toBe('2001:db8:1:1::/64');
    expect(limitKey('2001:db8:1:1::1')).toBe(limitKey('2001:db8:1:1:ffff::99'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:1::1'));
    const oneProxy = trustOf('1');
    expect(resolveClientIp('10.0.0.2', '2001:db8:1:1::15', oneProxy)).toBe('2001:db8:1:1::/64');
  });
});
