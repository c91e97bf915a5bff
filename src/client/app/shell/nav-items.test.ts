import { describe, expect, it } from 'vitest';
import { dashboardSections, memberPaths } from '#shared/routes.ts';
import { sectionFrom } from '../route-modules.tsx';
import { dashboard } from '../routes.tsx';
import { adminNavItem, isActive, navItems, navItemsFor } from './nav-items.ts';

const active = (pathname: string, search = '') =>
  navItems
    .filter((item) => isActive(item, pathname, new URLSearchParams(search)))
    .map((i) => i.label);

describe('the sidebar items', () => {
  it('are the spec’s seven in order, with Campanhas and Resultados after Minhas Vendas', () => {
    expect(navItems.map((i) => i.label)).toEqual([
      'Início',
      'Como utilizar',
      'Meus Produtos/Serviços',
      'Gerador de Scripts',
      'Quebrador de Objeções',
      'Minhas Vendas',
      'Campanhas',
      'Resultados',
      'Ajuda',
    ]);
  });

  it('mark exactly one item active, from the path and the section', () => {
    expect(active('/inicio')).toEqual(['Início']);
    expect(active('/members')).toEqual(['Início']);
    expect(active('/dashboard', '?section=vendas')).toEqual(['Minhas Vendas']);
    expect(active('/dashboard', '?section=objecoes')).toEqual(['Quebrador de Objeções']);
    expect(active('/dashboard', '?section=campanhas')).toEqual(['Campanhas']);
    expect(active('/dashboard', '?section=campanhas&campanha=c1')).toEqual(['Campanhas']);
    expect(active('/dashboard', '?section=resultados')).toEqual(['Resultados']);
    expect(active('/ajuda')).toEqual(['Ajuda']);
    expect(active('/minha-conta')).toEqual([]);
  });

  it('fall back to produtos for a missing or unknown section', () => {
    expect(sectionFrom(dashboard, new URLSearchParams(''))).toBe('produtos');
    expect(sectionFrom(dashboard, new URLSearchParams('section=xyz'))).toBe('produtos');
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

describe('every page and section of the route table', () => {
  // /members is /inicio's old address; /minha-conta opens from the account menu; /compartilhar
  // from the share sheet and the 'Colar conversa' buttons.
  const offTheNav = ['/members', '/minha-conta', '/compartilhar'];

  it('has its nav item', () => {
    const items = navItemsFor(true);
    const pages = memberPaths.filter((p) => !offTheNav.includes(p) && p !== '/dashboard');
    expect(pages.filter((p) => !items.some((i) => i.path === p && !i.section))).toEqual([]);
    expect(dashboardSections.filter((s) => !items.some((i) => i.section === s))).toEqual([]);
  });
});
