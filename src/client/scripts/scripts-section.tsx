import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { aiMessages } from '#shared/messages.ts';
import { useLimits } from '../limits/api/get-limits.ts';
import { ScriptView } from '../components/ai/script-view.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { notify } from '../lib/notify.ts';
import { useProducts } from '../products/api/get-products.ts';
import { ExampleNichesInline } from '../products/example-picker.tsx';
import type { ProductValues } from '../products/product-dialog.tsx';
import { ProductPicker, ProductsNotLoaded } from '../products/product-picker.tsx';
import { useScriptGeneration } from './api/generate-script.ts';
import { MyScripts } from './my-scripts.tsx';

// The product form loads only when a first product is made from an example here.
const ProductDialog = lazy(() =>
  import('../products/product-dialog.tsx').then((m) => ({ default: m.ProductDialog })),
);

/** ?section=scripts: 'Gerador' and 'Meus Scripts'. */
export default function ScriptsSection() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState('gerador');
  // ?produto= comes from 'Gerar meu primeiro script'; a single product is always the one.
  const [chosen, setChosen] = useState(params.get('produto') ?? '');
  const [example, setExample] = useState<ProductValues | null>(null);
  const products = useProducts();
  const only = products.data?.length === 1 ? products.data[0]!.id : '';
  const productId = chosen || only;
  const limits = useLimits();
  const { state, generate, reset } = useScriptGeneration();
  const remaining = limits.data?.scripts.remaining;
  const generating = state.status === 'generating';

  function start() {
    if (!productId) return void notify.error(aiMessages.selectProduct);
    void generate(productId);
  }

  // ?gerar=1 comes from 'Gerar meu primeiro script': that tap asked for the script, so it starts
  // here without another, once; the address forgets it, so a reload spends nothing.
  const startNow = params.get('gerar') === '1';
  const started = useRef(false);
  useEffect(() => {
    if (!startNow || started.current || !productId || remaining === undefined) return;
    started.current = true;
    setParams(
      (p) => {
        p.delete('gerar');
        return p;
      },
      { replace: true },
    );
    if (remaining > 0 && state.status === 'idle') void generate(productId);
  }, [startNow, productId, remaining, state.status, generate, setParams]);

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Gerador de Scripts</h1>
      <p className="mt-1 text-slate-700">
        Um roteiro completo de vendas, mensagem por mensagem, pronto para o WhatsApp.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-5">
        <TabsList>
          <TabsTrigger value="gerador">Gerador</TabsTrigger>
          <TabsTrigger value="meus">Meus Scripts</TabsTrigger>
        </TabsList>
        <TabsContent value="gerador" className="pt-3">
          {state.status === 'done' ? (
            <div className="grid gap-5">
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => {
                    reset();
                    setChosen('');
                  }}
                >
                  Gerar Novo Script
                </Button>
                <Button variant="outline" onClick={() => setTab('meus')}>
                  Ver Meus Scripts
                </Button>
              </div>
              <ScriptView content={state.script.script_content} />
            </div>
          ) : generating ? (
            <Card className="grid gap-4 p-5" aria-busy>
              <div className="flex items-center gap-3">
                <Spinner label="Gerando script..." />
                <p className="font-semibold">Gerando seu script...</p>
              </div>
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {aiMessages.busyWarning}
              </p>
              <ScriptView content={state.text} />
            </Card>
          ) : !products.data ? (
            <ProductsNotLoaded products={products} />
          ) : products.data.length === 0 ? (
            <Card className="grid justify-items-start gap-3 p-5">
              <p className="text-slate-700">
                Para gerar um script, cadastre primeiro o produto ou serviço que você vende: em um
                minuto o seu script fica pronto.
              </p>
              <ExampleNichesInline onPick={(e) => setExample({ ...e.values })} />
              <div className="flex flex-wrap gap-2">
                <Link
                  to="/dashboard?section=produtos"
                  className={buttonVariants({ variant: 'outline' })}
                >
                  Cadastrar produto
                </Link>
              </div>
            </Card>
          ) : (
            <Card className="grid gap-4 p-5">
              <ProductPicker
                products={products.data ?? []}
                value={productId}
                onChange={setChosen}
              />
              <p className="text-sm text-slate-700" data-testid="scripts-remaining">
                {aiMessages.scriptsRemaining(remaining ?? '…')}
              </p>
              <Button size="lg" onClick={start} disabled={remaining === 0 || !productId}>
                <Sparkles aria-hidden />{' '}
                {remaining === 0 ? 'Limite Diário Atingido' : 'Gerar Script'}
              </Button>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="meus" className="pt-3">
          <MyScripts />
        </TabsContent>
      </Tabs>
      {example && (
        <Suspense fallback={null}>
          <ProductDialog
            initialValues={example}
            onClose={() => setExample(null)}
            onSaved={(saved) => setChosen(saved.id)}
          />
        </Suspense>
      )}
    </div>
  );
}
