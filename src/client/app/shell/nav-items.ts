import {
  BarChart3,
  BookOpen,
  Home,
  KanbanSquare,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  Package,
  ShieldQuestion,
  ShieldUser,
} from 'lucide-react';
import { dashboardSections, type DashboardSection } from '#shared/routes.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The page path this item is for; dashboard items also name their section. */
  path: string;
  section?: DashboardSection;
}

/** The sidebar's eight items: the spec's seven, with 'Resultados' after 'Minhas Vendas'. */
export const navItems: NavItem[] = [
  { label: 'Início', to: '/inicio', path: '/inicio', icon: Home },
  { label: 'Como utilizar', to: '/orientacoes', path: '/orientacoes', icon: BookOpen },
  {
    label: 'Meus Produtos/Serviços',
    to: '/dashboard?section=produtos',
    path: '/dashboard',
    section: 'produtos',
    icon: Package,
  },
  {
    label: 'Gerador de Scripts',
    to: '/dashboard?section=scripts',
    path: '/dashboard',
    section: 'scripts',
    icon: MessageSquareText,
  },
  {
    label: 'Quebrador de Objeções',
    to: '/dashboard?section=objecoes',
    path: '/dashboard',
    section: 'objecoes',
    icon: ShieldQuestion,
  },
  {
    label: 'Minhas Vendas',
    to: '/dashboard?section=vendas',
    path: '/dashboard',
    section: 'vendas',
    icon: KanbanSquare,
  },
  {
    label: 'Resultados',
    to: '/dashboard?section=resultados',
    path: '/dashboard',
    section: 'resultados',
    icon: BarChart3,
  },
  { label: 'Ajuda', to: '/ajuda', path: '/ajuda', icon: LifeBuoy },
];

/** The operator's console: after 'Ajuda', for admins only (the server checks the role too). */
export const adminNavItem: NavItem = {
  label: 'Administração',
  to: '/admin',
  path: '/admin',
  icon: ShieldUser,
};

/** The items a user sees: the eight, and 'Administração' for an admin. */
export const navItemsFor = (isAdmin: boolean): NavItem[] =>
  isAdmin ? [...navItems, adminNavItem] : navItems;

/** produtos is the default and the fallback for a missing or unknown section. */
export function sectionFrom(search: URLSearchParams): DashboardSection {
  const section = search.get('section');
  return dashboardSections.find((s) => s === section) ?? 'produtos';
}

/** The active item, derived from the path and the section parameter. */
export function isActive(item: NavItem, pathname: string, search: URLSearchParams): boolean {
  const path = pathname === '/members' ? '/inicio' : pathname;
  if (item.path !== path) return false;
  return item.section === undefined || item.section === sectionFrom(search);
}
