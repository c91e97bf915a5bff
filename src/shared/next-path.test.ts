import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './next-path.ts';

const origin = 'https://fechazap.example';

describe('the page to go to after signing in', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeNextPath('/compartilhar?id=abc-123', origin)).toBe('/compartilhar?id=abc-123');
    expect(safeNextPath('/dashboard?section=vendas#x', origin)).toBe('/dashboard?section=vendas#x');
    // Encoded slashes stay encoded: a path of this site, never read as a host.
    expect(safeNextPath('/%2f%2fevil.example', origin)).toBe('/%2f%2fevil.example');
    // This site's own address written in full, or a relative path, is still this site.
    expect(safeNextPath('https://fechazap.example/clientes', origin)).toBe('/clientes');
    expect(safeNextPath('compartilhar', origin)).toBe('/compartilhar');
    expect(safeNextPath('%2f%2fevil.example', origin)).toBe('/%2f%2fevil.example');
    // The origin's own scheme without '//' is a path here, as it is to the browser.
    expect(safeNextPath('https:/evil.example', origin)).toBe('/evil.example');
  });

  it('returns the normalised path, which a browser resolves to this site again', () => {
    expect(safeNextPath('/x/../clientes', origin)).toBe('/clientes');
    expect(safeNextPath('/a b', origin)).toBe('/a%20b');
  });

  it.each([
    // Dot segments that normalise to '//host', which the browser reads as another site.
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/x/..//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    // Protocol-relative, however the slashes are spelt (the URL parser reads '\' as '/').
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\\\evil.example',
    // Tabs and line breaks, which the URL parser drops.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    // Another site, a scheme, a look-alike of this one.
    'https://evil.example/compartilhar',
    'http://fechazap.example/clientes',
    'https://fechazap.example.evil.example/',
    'https://fechazap.example@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:evil.example',
    // /auth itself, nothing.
    '/auth?next=/inicio',
    '',
    null,
    undefined,
  ])('refuses %j for /inicio', (next) => {
    expect(safeNextPath(next, origin)).toBe('/inicio');
  });

  it('sends a visitor to /auth with where they were going', () => {
    expect(authPathFor('/compartilhar?id=abc', origin)).toBe(
      '/auth?next=%2Fcompartilhar%3Fid%3Dabc',
    );
    expect(authPathFor('/inicio', origin)).toBe('/auth');
    expect(authPathFor('https://evil.example', origin)).toBe('/auth');
    expect(authPathFor('//evil.example/x', origin)).toBe('/auth');
  });
});
