import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { DISPLAY_NAME_MAX, type Me } from '#shared/auth.ts';
import { profileMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { notify } from '../lib/notify.ts';
import { useUpdateDisplayName } from './update-display-name.ts';

/** The login email (read-only) and the display name, read-only until 'Editar'. */
export function ProfileCard({ me }: { me: Me }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(me.displayName);
  const update = useUpdateDisplayName();
  const nameField = useRef<HTMLInputElement>(null);
  const blank = draft.trim() === '';

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (blank) return;
    // The message under the field says why; the name is never cut to fit.
    if (draft.length > DISPLAY_NAME_MAX) return nameField.current?.focus();
    update.mutate(draft, {
      onSuccess: () => {
        notify.success(profileMessages.saved);
        setEditing(false);
      },
      onError: () => notify.error(profileMessages.saveError),
    });
  }

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
        <form onSubmit={save} className="grid gap-1.5">
          <TextField
            label="Nome de exibição"
            ref={nameField}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            limit={{ max: DISPLAY_NAME_MAX, value: draft }}
            autoFocus
            autoComplete="name"
          />
          <div className="mt-2 flex gap-2">
            <Button type="submit" disabled={blank || update.isPending}>
              {update.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </div>
        </form>
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
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setDraft(me.displayName);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden /> Editar
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
