import { useRef, useState } from 'react';
import { productMessages } from '#shared/messages.ts';
import {
  firstMissingField,
  productFields,
  type Product,
  type ProductFieldName,
  type ProductInput,
} from '#shared/products.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { errorToast, type ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useSaveProduct } from './api/save-product.ts';
import { fieldGuide } from './field-guide.ts';
import { ProductField } from './product-field.tsx';

/** The nine diagnosis questions, numbered in the order the form shows them. */
const diagnosisNumber: Partial<Record<ProductFieldName, number>> = Object.fromEntries(
  productFields.filter((f) => fieldGuide[f.name].question).map((f, i) => [f.name, i + 1]),
);

export type ProductValues = Record<ProductFieldName, string>;

export const emptyValues = (): ProductValues =>
  Object.fromEntries(productFields.map((f) => [f.name, ''])) as ProductValues;

export const valuesOf = (product: Product): ProductValues =>
  Object.fromEntries(productFields.map((f) => [f.name, product[f.name] ?? ''])) as ProductValues;

const saveErrorToasts: ErrorToasts = {
  fallback: productMessages.saveError,
  codes: { UNAUTHENTICATED: productMessages.authError },
  timeout: productMessages.timeout,
};

/** Create or edit a product: the diagnosis, required-field toasts in the spec's order. */
export function ProductDialog({
  product,
  initialValues,
  onClose,
}: {
  product?: Product;
  initialValues?: ProductValues;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ProductValues>(() =>
    product ? valuesOf(product) : (initialValues ?? emptyValues()),
  );
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveProduct();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return; // a second submit while one is in flight is ignored
    const missing = firstMissingField(values);
    if (missing) {
      notify.error(missing.required!);
      form.current?.querySelector<HTMLElement>(`[name="${missing.name}"]`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await save.mutateAsync({ input: values as ProductInput, id: product?.id });
      notify.success(product ? productMessages.updated : productMessages.created);
      onClose();
    } catch (err) {
      notify.error(errorToast(err, saveErrorToasts));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? 'Editar produto/serviço' : 'Novo produto/serviço'}</DialogTitle>
          <DialogDescription>
            Responda o diagnóstico com detalhes: quanto mais específico, melhores os scripts da IA.
          </DialogDescription>
        </DialogHeader>
        <form ref={form} onSubmit={submit} noValidate className="grid gap-5">
          {productFields.map((field) => (
            <ProductField
              key={field.name}
              field={field}
              number={diagnosisNumber[field.name]}
              value={values[field.name]}
              disabled={busy}
              onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
            />
          ))}
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 pt-3 pb-6">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Salvando...' : product ? 'Salvar alterações' : 'Salvar produto'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
