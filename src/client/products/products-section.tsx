import { Package, Plus, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { productMessages } from '#shared/messages.ts';
import type { Product } from '#shared/products.ts';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { notify } from '../lib/notify.ts';
import { useProducts } from './api/get-products.ts';
import { ExampleNichesInline, ExamplePicker } from './example-picker.tsx';
import { ProductCard } from './product-card.tsx';
import type { ProductValues } from './product-dialog.tsx';
import { ProductsNotLoaded } from './product-picker.tsx';

// The form (react-hook-form and the shared zod schema) loads when first opened.
const ProductDialog = lazy(() =>
  import('./product-dialog.tsx').then((m) => ({ default: m.ProductDialog })),
);

type Editing = { product?: Product; initialValues?: ProductValues } | null;

/** ?section=produtos: the registry that feeds the AI. */
export default function ProductsSection() {
  const products = useProducts();
  const [editing, setEditing] = useState<Editing>(null);
  // The first product just saved: the next step is its first script.
  const [first, setFirst] = useState<Product | null>(null);
  const hadNone = products.data?.length === 0;

  useEffect(() => {
    if (products.isError) notify.error(productMessages.loadError);
  }, [products.isError]);

  const newProduct = () => setEditing({});
  const fromExample = (values: ProductValues) => setEditing({ initialValues: { ...values } });

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Meus Produtos/Serviços</h1>
          <p className="mt-1 text-slate-700">
            Cadastre o que você vende: cada detalhe deixa os scripts da IA mais certeiros.
          </p>
        </div>
        {products.data && products.data.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <ExamplePicker onPick={(e) => fromExample(e.values)} />
            <Button onClick={newProduct}>
              <Plus aria-hidden /> Novo produto
            </Button>
          </div>
        )}
      </div>

      {first && <FirstScriptCall product={first} />}

      <div className="mt-6">
        {products.isPending || products.isError ? (
          <ProductsNotLoaded products={products} />
        ) : products.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Package className="size-10 text-brand-700" aria-hidden />
            <h2 className="text-lg font-semibold">{productMessages.empty}</h2>
            <p className="max-w-md text-slate-700">
              Escolha o nicho mais parecido com o seu e ajuste o que quiser: em um minuto você já
              pode gerar seu primeiro script.
            </p>
            <div className="mt-2 grid w-full max-w-xl justify-items-center gap-3">
              <ExampleNichesInline onPick={(e) => fromExample(e.values)} />
              <Button variant="outline" onClick={newProduct}>
                <Plus aria-hidden /> Cadastrar do zero
              </Button>
            </div>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} onEdit={() => setEditing({ product })} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing && (
        <Suspense fallback={null}>
          <ProductDialog
            {...editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => hadNone && setFirst(saved)}
          />
        </Suspense>
      )}
    </div>
  );
}

function FirstScriptCall({ product }: { product: Product }) {
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">
        Pronto! Agora gere as mensagens de venda de <strong>{product.nome}</strong>.
      </p>
      <Link
        to={`/dashboard?section=scripts&produto=${product.id}&gerar=1`}
        className={buttonVariants({ size: 'lg' })}
      >
        <Sparkles aria-hidden /> Gerar meu primeiro script
      </Link>
    </div>
  );
}
