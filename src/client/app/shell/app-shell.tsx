import { PanelLeft, UserRound } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { displayedUserName } from '../../auth/display-name.ts';
import { useMe } from '../../auth/session.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { mainContent, SkipLink } from '../../components/ui/skip-link.tsx';
import { cn } from '../../lib/cn.ts';
import { useLegacyImport } from '../legacy-import.ts';
import { MOBILE_DRAWER_ID, MobileDrawer } from './mobile-drawer.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { onDesktopLayout, useSidebarState } from './sidebar-state.ts';

/**
 * The shell of the member pages: a sidebar (16rem, collapsible to 3rem icons on desktop; an
 * 18rem overlay drawer under 768 px) and a top bar with 'Minha Conta'.
 */
export default function AppShell() {
  const { expanded, setExpanded, drawer, closeDrawer } = useSidebarState();
  const { data: me } = useMe();
  useLegacyImport(me?.id);
  const desktopLabel = expanded ? 'Recolher menu' : 'Expandir menu';
  // A window that grows to the desktop layout shows the sidebar: the drawer closes.
  useEffect(() => onDesktopLayout(closeDrawer), [closeDrawer]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <aside
        aria-label="Barra lateral"
        data-state={expanded ? 'expanded' : 'collapsed'}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 bg-white transition-[width] duration-200 md:block',
          expanded ? 'w-64' : 'w-12',
        )}
      >
        <SidebarNav collapsed={!expanded} />
      </aside>

      <MobileDrawer ref={drawer} onNavigate={closeDrawer} />

      <div className={cn('transition-[padding] duration-200', expanded ? 'md:pl-64' : 'md:pl-12')}>
        <header
          data-sticky-header
          className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur"
        >
          {/* One toggle per layout, CSS showing the one that applies: the server, which cannot
              know the screen, renders the same header the browser hydrates. */}
          <button
            type="button"
            popoverTarget={MOBILE_DRAWER_ID}
            aria-label="Abrir menu"
            title="Abrir menu (Ctrl+B)"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
          >
            <PanelLeft aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setExpanded(!expanded)}
            aria-label={desktopLabel}
            title={`${desktopLabel} (Ctrl+B)`}
            aria-expanded={expanded}
            className={buttonVariants({
              variant: 'ghost',
              size: 'icon',
              className: 'max-md:hidden',
            })}
          >
            <PanelLeft aria-hidden />
          </button>
          <p className="hidden flex-1 truncate text-sm text-slate-700 md:block">
            Olá, <span className="font-medium text-slate-900">{displayedUserName(me)}</span>
          </p>
          <div className="flex-1 md:hidden" />
          <Link
            to="/minha-conta"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label="Minha Conta"
          >
            <UserRound aria-hidden />
            <span className="hidden md:inline">Minha Conta</span>
          </Link>
        </header>
        {/* One width for every page: a heading stands at the same place in each section. */}
        <main
          {...mainContent}
          className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-hidden sm:px-6 lg:px-8"
        >
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
