import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { useAppConfig } from '../lib/app-config.ts';

export default function LandingPage() {
  const { appName } = useAppConfig();
  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-3 p-4">
        <span className="text-lg font-bold text-brand-800">{appName}</span>
        <nav className="flex gap-2">
          <Link to="/auth" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Entrar
          </Link>
          <Link to="/auth" className={buttonVariants({ size: 'sm' })}>
            Acessar agora
          </Link>
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Sistema Completo de Gestão WhatsApp
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
          Scripts de venda com IA, respostas para qualquer objeção e seus clientes organizados: sua
          primeira venda em 90 segundos.
        </p>
        <Link to="/auth" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          Começar agora
        </Link>
      </main>
      <footer className="p-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {appName}. Todos os direitos reservados.
      </footer>
    </div>
  );
}
