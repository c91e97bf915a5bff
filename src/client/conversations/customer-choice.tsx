import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Phase } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import { CustomerSearch, useCustomerFinder } from '../components/customer-search.tsx';
import { PhoneField, TextField } from '../components/ui/field.tsx';
import { phaseLabel } from './texts.ts';

/** Whose conversation it is: a customer already on the board, or a new one. */
export type CustomerChoice =
  | { kind: 'existing'; customerId: string; nome: string; fase: Phase }
  | { kind: 'new'; nome: string; telefone: string | null };

const detailOf = (choice: CustomerChoice) =>
  choice.kind === 'new' ? 'Novo cliente' : phaseLabel(choice.fase);

/**
 * Picks the customer: the one the share proposes (first, one tap), the most recent ones, a
 * search by name or phone, or a new one (name and phone, prefilled with what the share said).
 */
export function CustomerPicker({
  onPick,
  onCancel,
  proposed,
  suggestion,
}: {
  onPick: (choice: CustomerChoice) => void;
  onCancel?: () => void;
  proposed?: CustomerChoice | null;
  suggestion?: { nome: string; telefone: string | null };
}) {
  const [adding, setAdding] = useState(false);
  const finder = useCustomerFinder();
  const proposedId = proposed?.kind === 'existing' ? proposed.customerId : null;
  const found = (finder.customers.data ?? []).filter((c) => c.id !== proposedId).slice(0, 8);

  if (adding)
    return (
      <NewCustomerForm initial={suggestion} onPick={onPick} onCancel={() => setAdding(false)} />
    );
  return (
    <div className="grid gap-2">
      {proposed && (
        <Button
          variant="secondary"
          justify="between"
          className="w-full"
          aria-label={`${proposed.nome}, ${detailOf(proposed)}`}
          onClick={() => onPick(proposed)}
        >
          <span className="truncate">{proposed.nome}</span>
          <span className="text-xs font-normal">{detailOf(proposed)}</span>
        </Button>
      )}
      <CustomerSearch finder={finder} placeholder="Buscar por nome ou telefone">
        {found.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhum cliente encontrado.</p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Clientes">
            {found.map((customer) => (
              <li key={customer.id}>
                <Button
                  variant="ghost"
                  justify="between"
                  className="w-full"
                  onClick={() =>
                    onPick({
                      kind: 'existing',
                      customerId: customer.id,
                      nome: customer.nome,
                      fase: customer.fase,
                    })
                  }
                >
                  <span className="truncate font-medium text-slate-900">{customer.nome}</span>
                  <span className="text-xs text-slate-600">
                    {customer.telefone ?? phaseLabel(customer.fase)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CustomerSearch>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden /> Novo cliente
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </div>
  );
}

function NewCustomerForm({
  initial,
  onPick,
  onCancel,
}: {
  initial?: { nome: string; telefone: string | null };
  onPick: (choice: CustomerChoice) => void;
  onCancel: () => void;
}) {
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [telefone, setTelefone] = useState(initial?.telefone ?? '');
  const [tried, setTried] = useState(false);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!nome.trim()) return;
        onPick({ kind: 'new', nome: nome.trim(), telefone: telefone.trim() || null });
      }}
    >
      <TextField
        label="Nome do cliente"
        value={nome}
        onChange={(e) => setNome(e.target.value)}
        error={tried && !nome.trim() ? 'Informe o nome do cliente.' : undefined}
        autoComplete="off"
      />
      <PhoneField
        label="WhatsApp (opcional)"
        value={telefone}
        onChange={(e) => setTelefone(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Usar este cliente</Button>
        <Button variant="ghost" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </form>
  );
}
