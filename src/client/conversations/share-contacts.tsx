import { Check, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { SharePreview } from '#shared/conversations.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useAddContacts } from './api/add-contacts.ts';

const addFailed = {
  fallback: { title: 'Não foi possível adicionar os contatos. Tente novamente.' },
};

const customersAdded = (n: number) =>
  n === 1 ? '1 cliente adicionado ao quadro' : `${n} clientes adicionados ao quadro`;

/** Cards of the file the server could not read: the others are offered all the same. */
const unreadContacts = (n: number) =>
  n === 1 ? '1 contato não pôde ser lido' : `${n} contatos não puderam ser lidos`;

/** Shared contacts: the ones already customers are marked; one tap adds the others. */
export function ShareContacts({ share }: { share: SharePreview }) {
  const addContacts = useAddContacts();
  const fresh = share.contacts.flatMap((contact, index) => (contact.existing ? [] : [index]));
  const added = addContacts.data;

  function add() {
    addContacts.mutate(
      { id: share.id, indexes: fresh },
      {
        onSuccess: (result) => notify.success({ title: customersAdded(result.created) }),
        onError: (err) => notify.error(errorToast(err, addFailed)),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">Contatos compartilhados</h2>
      <ul className="grid gap-2" aria-label="Contatos compartilhados">
        {share.contacts.map((contact, index) => (
          <li key={index}>
            <Card className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{contact.name}</p>
                <p className="text-sm text-slate-600">
                  {contact.phone ?? contact.email ?? 'Sem telefone'}
                </p>
              </div>
              {contact.existing && <Badge variant="secondary">Já está no quadro</Badge>}
            </Card>
          </li>
        ))}
      </ul>
      {share.unreadContacts ? (
        <p className="text-sm text-slate-700">{unreadContacts(share.unreadContacts)}.</p>
      ) : null}
      {added ? (
        <div
          className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4"
          role="status"
        >
          <p className="flex items-center gap-2 font-medium text-brand-900">
            <Check className="size-5" aria-hidden /> {customersAdded(added.created)}
          </p>
          <Link
            to="/dashboard?section=vendas"
            className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
          >
            Ver em Minhas Vendas
          </Link>
        </div>
      ) : fresh.length === 0 ? (
        <p className="text-slate-700">Todos estes contatos já estão no seu quadro.</p>
      ) : (
        <Button
          size="lg"
          className="justify-self-start"
          disabled={addContacts.isPending}
          onClick={add}
        >
          <UserPlus aria-hidden />{' '}
          {addContacts.isPending ? 'Adicionando...' : 'Adicionar ao quadro'}
        </Button>
      )}
    </div>
  );
}
