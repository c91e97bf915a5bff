import {
  BarChart3,
  BookOpen,
  Home,
  KanbanSquare,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  Package,
  ShieldQuestion,
  ShieldUser,
} from 'lucide-react';
import type { DashboardSection, MemberPath } from '#shared/routes.ts';
import { sectionFrom } from '../route-modules.tsx';
import { dashboard } from '../routes.tsx';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The page of the route table this item is for; dashboard items also name their section. */
  path: MemberPath;
  section?: DashboardSection;
}

const page = (label: string, path: MemberPath, icon: LucideIcon): NavItem => ({
  label,
  to: path,
  path,
  icon,
});
/** A dashboard section, named as the route table names it. */
const tool = (section: DashboardSection, icon: LucideIcon): NavItem => ({
  label: dashboard.entries[section].label,
  to: `/dashboard?section=${section}`,
  path: '/dashboard',
  section,
  icon,
});

/**
 * The sidebar's nine items: the spec's seven, with 'Campanhas' and 'Resultados' after
 * 'Minhas Vendas'.
 */
export const navItems: NavItem[] = [
  page('Início', '/inicio', Home),
  page('Como utilizar', '/orientacoes', BookOpen),
  tool('produtos', Package),
  tool('scripts', MessageSquareText),
  tool('objecoes', ShieldQuestion),
  tool('vendas', KanbanSquare),
  tool('campanhas', Megaphone),
  tool('resultados', BarChart3),
  page('Ajuda', '/ajuda', LifeBuoy),
];

/** The operator's console: after 'Ajuda', for admins only (the server checks the role too). */
export const adminNavItem = page('Administração', '/admin', ShieldUser);

/** The items a user sees: the nine, and 'Administração' for an admin. */
export const navItemsFor = (isAdmin: boolean): NavItem[] =>
  isAdmin ? [...navItems, adminNavItem] : navItems;

/** The active item, derived from the path and the section parameter. */
export function isActive(item: NavItem, pathname: string, search: URLSearchParams): boolean {
  const path = pathname === '/members' ? '/inicio' : pathname;
  if (item.path !== path) return false;
  return item.section === undefined || item.section === sectionFrom(dashboard, search);
}
