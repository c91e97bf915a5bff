import { productMessages, type Toast } from '#shared/messages.ts';
import {
  productFieldByName,
  productFields,
  type Product,
  type ProductFieldName,
  type ProductInput,
} from '#shared/products.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../components/ui/dialog.tsx';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import type { ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useSaveProduct } from './api/save-product.ts';
import { fieldGuide } from './field-guide.ts';
import { ProductField, RepurchaseCycleField } from './product-field.tsx';

/** The nine diagnosis questions, numbered in the order the form shows them. */
const diagnosisNumber: Partial<Record<ProductFieldName, number>> = Object.fromEntries(
  productFields.filter((f) => fieldGuide[f.name].question).map((f, i) => [f.name, i + 1]),
);

/** The texts of a product, as an example fills them. */
export type ProductValues = Record<ProductFieldName, string>;

/** What the form holds: the texts and the repurchase cycle as typed ('30', or blank). */
type FormValues = ProductValues & { ciclo_recompra: string };

export const emptyValues = (): ProductValues =>
  Object.fromEntries(productFields.map((f) => [f.name, ''])) as ProductValues;

export const valuesOf = (product: Product): FormValues => ({
  ...(Object.fromEntries(
    productFields.map((f) => [f.name, product[f.name] ?? '']),
  ) as ProductValues),
  ciclo_recompra: product.ciclo_recompra?.toString() ?? '',
});

const failureToasts: ErrorToasts = {
  fallback: productMessages.saveError,
  codes: { UNAUTHENTICATED: productMessages.authError },
  timeout: productMessages.timeout,
};

/** The first problem's toast: a blank required field has its own, in the spec's order. */
function invalidToast(field: string, message: string): Toast {
  const missing = productFieldByName[field as ProductFieldName]?.required;
  return missing?.description === message
    ? missing
    : { title: productMessages.saveError.title, description: message };
}

/** Create or edit a product: the diagnosis, required-field toasts in the spec's order. */
export function ProductDialog({
  product,
  initialValues,
  onClose,
  onSaved,
}: {
  product?: Product;
  initialValues?: ProductValues;
  onClose: () => void;
  /** Told the saved product, before the dialog closes. */
  onSaved?: (saved: Product) => void;
}) {
  const save = useSaveProduct();
  const form = useSchemaForm<FormValues, ProductInput>({
    schema: () => import('#shared/product-schema.ts').then((m) => m.productInputSchema),
    defaultValues: product
      ? valuesOf(product)
      : { ...(initialValues ?? emptyValues()), ciclo_recompra: '' },
    invalidToast,
    failureToasts,
    send: async (input) => {
      const saved = await save.mutateAsync({ input, id: product?.id });
      notify.success(product ? productMessages.updated : productMessages.created);
      onSaved?.(saved);
      onClose();
    },
  });
  const { busy } = form;
  const values = form.watch();

  return (
    <DialogFrame
      wide
      onClose={() => !busy && onClose()}
      title={product ? 'Editar produto/serviço' : 'Novo produto/serviço'}
      description="Responda o diagnóstico com detalhes: quanto mais específico, melhores os scripts da IA."
    >
      <form onSubmit={form.submit} noValidate className="grid gap-5">
        {productFields.map((field) => (
          <ProductField
            key={field.name}
            field={field}
            number={diagnosisNumber[field.name]}
            registration={form.register(field.name)}
            value={values[field.name]}
            disabled={busy}
          />
        ))}
        <RepurchaseCycleField
          registration={form.register('ciclo_recompra', {
            onChange: () => form.clearErrors('ciclo_recompra'),
          })}
          invalid={!!form.formState.errors.ciclo_recompra}
          disabled={busy}
        />
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 pt-3 pb-6">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando...' : product ? 'Salvar alterações' : 'Salvar produto'}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
