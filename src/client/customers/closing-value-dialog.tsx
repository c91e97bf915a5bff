import type { Customer } from '#shared/customers.ts';
import { customerMessages } from '#shared/messages.ts';
import { MONEY_TEXT_MAX } from '#shared/money.ts';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFrame, DialogFooter } from '../components/ui/dialog.tsx';
import { TextField } from '../components/ui/field.tsx';

/** The value as typed ('1.250,50'); the shared schema reads it. */
interface ClosingValues {
  valor: string;
}

// Nothing is sent from here (the move has its own toasts): this is for a check that could not
// be loaded.
const failureToasts = { fallback: customerMessages.moveError };

/**
 * Moving a deal without a value to Fechado asks what it was sold for, so Resultados counts the
 * sale; "Mover sem valor" keeps it empty, closing the dialog cancels the move.
 */
export function ClosingValueDialog({
  customer,
  onConfirm,
  onCancel,
}: {
  customer: Pick<Customer, 'nome'>;
  onConfirm: (valor: number | null) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm<ClosingValues, { valor: number }>({
    schema: () => import('#shared/customer-schema.ts').then((m) => m.closingValueSchema),
    defaultValues: { valor: '' },
    // The problem is said under the field.
    invalidToast: () => null,
    failureToasts,
    send: async ({ valor }) => onConfirm(valor),
  });
  const text = form.watch('valor');

  return (
    <DialogFrame
      onClose={onCancel}
      title="Qual foi o valor da venda?"
      description={`${customer.nome} vai para Fechado. Com o valor, Resultados soma esta venda.`}
    >
      <form className="grid gap-4" onSubmit={form.submit} noValidate>
        <TextField
          label="Valor do negócio (R$)"
          inputMode="decimal"
          placeholder="1.500,00"
          {...form.register('valor', { onChange: () => form.clearErrors('valor') })}
          error={form.formState.errors.valor?.message}
          limit={{ max: MONEY_TEXT_MAX, value: text, quiet: true }}
          autoFocus
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onConfirm(null)}>
            Mover sem valor
          </Button>
          <Button type="submit">Mover para Fechado</Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
