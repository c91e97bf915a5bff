import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** The spec keeps this page's text in English: 'Oops! Page not found'. */
export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-100 p-6 text-center">
      <h1 className="text-5xl font-bold text-slate-900">404</h1>
      <p className="text-xl text-slate-700">Oops! Page not found</p>
      <Link
        to="/"
        className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        Voltar para o início
      </Link>
    </main>
  );
}
