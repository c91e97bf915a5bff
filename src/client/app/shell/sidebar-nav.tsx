import { LogOut, Zap } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { LogoutConfirm } from '../../auth/logout-confirm.tsx';
import { useMe } from '../../auth/session.ts';
import { useAppConfig } from '../../lib/app-config.ts';
import { cn } from '../../lib/cn.ts';
import { isActive, navItemsFor } from './nav-items.ts';

/** A row of the menu: an icon alone when the sidebar is collapsed. */
const itemClasses = (collapsed: boolean) =>
  cn(
    'flex min-h-11 w-full items-center gap-3 rounded-md text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden',
    collapsed ? 'justify-center px-0' : 'px-3',
  );
const itemColours = 'text-slate-700 hover:bg-brand-50 hover:text-brand-900';

/** The sidebar's content: brand, the items ('Administração' among them for an admin), and logout at the end of the menu. */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { appName } = useAppConfig();
  const { data: me } = useMe();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);

  return (
    <div className="flex h-full flex-col gap-2 p-2">
      <Link
        to="/inicio"
        onClick={onNavigate}
        className={cn(
          'flex items-center gap-2 rounded-md py-1.5',
          collapsed ? 'justify-center' : 'px-1.5',
        )}
      >
        <span
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-700 text-white"
          aria-hidden
        >
          <Zap className="size-5" />
        </span>
        <span className={cn('grid leading-tight', collapsed && 'sr-only')}>
          <span className="font-bold text-brand-900">{appName}</span>
          <span className="text-xs text-slate-600">Ferramentas</span>
        </span>
      </Link>
      <nav aria-label="Menu principal" className="mt-2 flex-1">
        <ul className="grid gap-1">
          {navItemsFor(me?.isAdmin ?? false).map((item) => {
            const active = isActive(item, pathname, params);
            return (
              <li key={item.label}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  className={cn(
                    itemClasses(collapsed),
                    active ? 'bg-brand-100 text-brand-900' : itemColours,
                  )}
                >
                  <item.icon className="size-5 shrink-0" aria-hidden />
                  <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <LogoutConfirm>
        <button
          type="button"
          title={collapsed ? 'Sair' : undefined}
          className={cn(itemClasses(collapsed), 'text-red-800 hover:bg-red-50 hover:text-red-900')}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          <span className={cn(collapsed && 'sr-only')}>Sair</span>
        </button>
      </LogoutConfirm>
    </div>
  );
}
