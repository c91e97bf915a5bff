import { useState } from 'react';
import type { Customer } from '#shared/customers.ts';
import { MONEY_TEXT_MAX, readMoney } from '#shared/money.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFrame, DialogFooter } from '../components/ui/dialog.tsx';
import { TextField } from '../components/ui/field.tsx';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const reading = readMoney(text);
    if (!reading.ok) return setError(reading.message);
    if (reading.value === null) return setError('Informe o valor da venda.');
    if (reading.value < 0) return setError('O valor não pode ser negativo.');
    onConfirm(reading.value);
  }

  return (
    <DialogFrame
      onClose={onCancel}
      title="Qual foi o valor da venda?"
      description={`${customer.nome} vai para Fechado. Com o valor, Resultados soma esta venda.`}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Valor do negócio (R$)"
          inputMode="decimal"
          placeholder="1.500,00"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
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
