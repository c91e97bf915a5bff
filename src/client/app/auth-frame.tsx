import { Brand } from '../components/brand.tsx';
import { mainContent, SkipLink } from '../components/ui/skip-link.tsx';
import { cn } from '../lib/cn.ts';

/**
 * The frame of the screens outside the app (/auth, /reset-password, a suspended access): brand
 * above a card. `notice`: a wider card edged in amber, on a plain background (the suspended
 * access).
 */
export function AuthFrame({
  children,
  footer,
  notice = false,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
  notice?: boolean;
}) {
  return (
    <>
      <SkipLink />
      <main
        className={cn(
          'flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center',
          notice ? 'bg-slate-50' : 'bg-gradient-to-b from-brand-50 to-slate-50',
        )}
      >
        <div className="mb-6">
          <Brand />
        </div>
        <div
          {...mainContent}
          className={cn(
            'w-full rounded-xl border bg-white shadow-sm focus:outline-hidden',
            notice ? 'max-w-lg border-amber-200 p-6' : 'max-w-md border-slate-200 p-5 sm:p-7',
          )}
        >
          {children}
        </div>
        {footer}
      </main>
    </>
  );
}
