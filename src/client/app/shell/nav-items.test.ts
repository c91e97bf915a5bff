import { describe, expect, it } from 'vitest';
import { adminNavItem, isActive, navItems, navItemsFor, sectionFrom } from './nav-items.ts';

const active = (pathname: string, search = '') =>
  navItems
    .filter((item) => isActive(item, pathname, new URLSearchParams(search)))
    .map((i) => i.label);

describe('the sidebar items', () => {
  it('are the spec’s seven in order, with Resultados after Minhas Vendas', () => {
    expect(navItems.map((i) => i.label)).toEqual([
      'Início',
      'Como utilizar',
      'Meus Produtos/Serviços',
      'Gerador de Scripts',
      'Quebrador de Objeções',
      'Minhas Vendas',
      'Resultados',
      'Ajuda',
    ]);
  });

  it('mark exactly one item active, from the path and the section', () => {
    expect(active('/inicio')).toEqual(['Início']);
    expect(active('/members')).toEqual(['Início']);
    expect(active('/dashboard', '?section=vendas')).toEqual(['Minhas Vendas']);
    expect(active('/dashboard', '?section=objecoes')).toEqual(['Quebrador de Objeções']);
    expect(active('/dashboard', '?section=resultados')).toEqual(['Resultados']);
    expect(active('/ajuda')).toEqual(['Ajuda']);
    expect(active('/minha-conta')).toEqual([]);
  });

  it('fall back to produtos for a missing or unknown section', () => {
    expect(sectionFrom(new URLSearchParams(''))).toBe('produtos');
    expect(sectionFrom(new URLSearchParams('section=xyz'))).toBe('produtos');
    expect(active('/dashboard', '?section=xyz')).toEqual(['Meus Produtos/Serviços']);
  });
});

describe("'Administração'", () => {
  it('comes after Ajuda for an admin only, and is active on /admin', () => {
    expect(navItemsFor(false)).toEqual(navItems);
    expect(
      navItemsFor(true)
        .map((i) => i.label)
        .slice(-2),
    ).toEqual(['Ajuda', 'Administração']);
    expect(isActive(adminNavItem, '/admin', new URLSearchParams('secao=uso'))).toBe(true);
    expect(isActive(adminNavItem, '/ajuda', new URLSearchParams())).toBe(false);
  });
});
