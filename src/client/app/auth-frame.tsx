import { Brand } from '../components/brand.tsx';
import { mainContent, SkipLink } from '../components/ui/skip-link.tsx';

/** The frame of the signed-out screens (/auth, /reset-password): brand above a card. */
export function AuthFrame({
  children,
  footer,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:justify-center">
        <div className="mb-6">
          <Brand />
        </div>
        <div
          {...mainContent}
          className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-hidden sm:p-7"
        >
          {children}
        </div>
        {footer}
      </main>
    </>
  );
}
