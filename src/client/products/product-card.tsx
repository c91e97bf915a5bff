import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { productMessages } from '#shared/messages.ts';
import type { Product } from '#shared/products.ts';
import { ConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { Badge, type BadgeVariant } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { EXAMPLE_MARK, keepsExampleOffer } from './example-offers.ts';

/**
 * A product in the grid: nome, and nicho and preco when present, marked while it keeps an
 * example's invented price, guarantee or bonus; edit and delete.
 */
export function ProductCard({ product, onEdit }: { product: Product; onEdit: () => void }) {
  const remove = useDeleteProduct();

  function confirmDelete() {
    remove.mutate(product.id, {
      onSuccess: () => notify.success(productMessages.deleted),
      onError: (err) => notify.error(errorToast(err, { fallback: productMessages.deleteError })),
    });
  }

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words text-slate-900">{product.nome}</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {product.nicho && <Chip variant="secondary" text={product.nicho} />}
          {product.preco && <Chip variant="outline" text={product.preco} />}
        </div>
        {keepsExampleOffer(product) && (
          <p className="mt-2 flex w-fit gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900">
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
            {EXAMPLE_MARK}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${product.nome}`}>
          <Pencil aria-hidden /> Editar
        </Button>
        <ConfirmDialog
          title={productMessages.deleteConfirm}
          description={`“${product.nome}” será excluído. Os scripts já gerados continuam salvos.`}
          confirmLabel="Excluir"
          onConfirm={confirmDelete}
        >
          <Button
            variant="ghost-danger"
            size="sm"
            aria-label={`Excluir ${product.nome}`}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden /> Excluir
          </Button>
        </ConfirmDialog>
      </div>
    </Card>
  );
}

/** A free text in a chip, cut with an ellipsis at the card's width (the dialog shows it all). */
function Chip({ text, variant }: { text: string; variant: BadgeVariant }) {
  return (
    <Badge variant={variant} className="max-w-full" title={text}>
      <span className="truncate">{text}</span>
    </Badge>
  );
}
