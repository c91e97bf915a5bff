import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './next-path.ts';

describe('the page to go to after signing in', () => {
  it('keeps a path of this site with its search', () => {
    expect(safeNextPath('/compartilhar?id=abc-123')).toBe('/compartilhar?id=abc-123');
    expect(safeNextPath('/dashboard?section=vendas')).toBe('/dashboard?section=vendas');
  });

  it('refuses another site, a protocol-relative or backslashed host, a scheme and /auth', () => {
    for (const next of [
      'https://evil.example/compartilhar',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'compartilhar',
      '/auth?next=/inicio',
      '',
      null,
    ])
      expect(safeNextPath(next), String(next)).toBe('/inicio');
  });

  it('sends a visitor to /auth with where they were going', () => {
    expect(authPathFor('/compartilhar?id=abc')).toBe('/auth?next=%2Fcompartilhar%3Fid%3Dabc');
    expect(authPathFor('/inicio')).toBe('/auth');
    expect(authPathFor('https://evil.example')).toBe('/auth');
  });
});
