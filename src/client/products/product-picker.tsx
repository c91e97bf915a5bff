import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { productMessages } from '#shared/messages.ts';
import type { Product } from '#shared/products.ts';
import { LoadError } from '../components/ui/load-error.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import { EXAMPLE_MARK, keepsExampleOffer } from './example-offers.ts';

/**
 * Picks one of the member's products, shown as name plus niche. A product that still has an
 * example's invented price, guarantee or bonus says so in the list and, chosen, under it.
 */
export function ProductPicker({
  products,
  value,
  onChange,
  disabled,
}: {
  products: Product[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const noteId = useId();
  const chosen = products.find((p) => p.id === value);
  const example = chosen !== undefined && keepsExampleOffer(chosen);
  return (
    <div className="grid gap-1.5">
      <NativeSelect
        label="Produto ou serviço"
        placeholder="Escolha um produto"
        value={value}
        onChange={onChange}
        disabled={disabled}
        describedBy={example ? noteId : undefined}
        options={products.map((p) => {
          const name = p.nicho ? `${p.nome} — ${p.nicho}` : p.nome;
          return { value: p.id, label: keepsExampleOffer(p) ? `${name} (exemplo)` : name };
        })}
      />
      {example && (
        <p id={noteId} className="flex gap-2 rounded-md bg-amber-50 p-2.5 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">{EXAMPLE_MARK}.</strong> Os do exemplo são inventados
            e aparecem nas mensagens.{' '}
            <Link to="/dashboard?section=produtos" className="font-medium underline">
              Editar em Meus Produtos
            </Link>
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * The place of the member's products while they load, or, when they could not, Tentar
 * novamente. Not 'cadastre um produto': the member may well have some (offline, say).
 */
export function ProductsNotLoaded({
  products,
  className,
}: {
  products: Pick<UseQueryResult<Product[]>, 'isPending' | 'refetch'>;
  /** Placement only (margins), of the error. */
  className?: string;
}) {
  if (products.isPending) return <Loading label="Carregando produtos..." />;
  return (
    <LoadError
      message={productMessages.loadError.description}
      onRetry={() => void products.refetch()}
      className={className}
    />
  );
}
