import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { DISPLAY_NAME_MAX, type Me } from '#shared/auth.ts';
import { profileMessages } from '#shared/messages.ts';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import type { ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useUpdateDisplayName } from './update-display-name.ts';

/** The display name as typed; the shared schema trims it. */
interface NameValues {
  displayName: string;
}

const failureToasts: ErrorToasts = {
  fallback: profileMessages.saveError,
  withMessage: () => profileMessages.saveError,
};

/** The login email (read-only) and the display name, read-only until 'Editar'. */
export function ProfileCard({ me }: { me: Me }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title="Perfil" description="Seus dados de acesso." contentClassName="grid gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor="account-email">Email de login</Label>
        <Input id="account-email" value={me.email} readOnly aria-describedby="account-email-hint" />
        <p id="account-email-hint" className="text-sm text-slate-600">
          O email de login não pode ser alterado. Para trocar, fale com o suporte.
        </p>
      </div>
      {editing ? (
        <NameForm
          displayName={me.displayName}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-900">Nome de exibição</span>
          <div className="flex items-center justify-between gap-3">
            <p
              className={me.displayName ? 'text-slate-900' : 'text-slate-600 italic'}
              data-testid="display-name"
            >
              {me.displayName || 'Nome não definido'}
            </p>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Editar
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}

/** 'Nome de exibição' being edited: it starts from the saved name each time. */
function NameForm({
  displayName,
  onSaved,
  onCancel,
}: {
  displayName: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateDisplayName();
  const form = useSchemaForm<NameValues, NameValues>({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.updateMeSchema),
    defaultValues: { displayName },
    // A blank name cannot be sent; a long one is said by the message under the field.
    invalidToast: () => null,
    failureToasts,
    send: async (input) => {
      await update.mutateAsync(input.displayName);
      notify.success(profileMessages.saved);
      onSaved();
    },
  });
  const draft = form.watch('displayName');
  const blank = draft.trim() === '';

  return (
    <form onSubmit={form.submit} className="grid gap-1.5">
      <TextField
        label="Nome de exibição"
        {...form.register('displayName')}
        limit={{ max: DISPLAY_NAME_MAX, value: draft }}
        autoFocus
        autoComplete="name"
      />
      <div className="mt-2 flex gap-2">
        <Button type="submit" disabled={blank || form.busy}>
          {form.busy ? 'Salvando...' : 'Salvar'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
