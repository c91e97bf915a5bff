import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '../components/ui/button.tsx';

/** Shown when a page fails to load or render: a friendly pt-BR message and a way out. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => {
    console.error('Erro ao exibir a página:', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="max-w-sm text-slate-700">
        Não foi possível exibir esta página. Recarregue para tentar novamente; seus dados estão
        salvos.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        <Button variant="outline" asChild>
          <a href="/">Ir para o início</a>
        </Button>
      </div>
    </main>
  );
}
