import { UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { MEMBER_NAME_MAX } from '#shared/admin.ts';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../../components/ui/dialog.tsx';
import { EmailField, TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useAddMember } from '../api/add-member.ts';
import { useErrorToast } from '../use-error-toast.ts';

const addError = { title: 'Erro ao adicionar o membro', description: 'Tente novamente.' };

/** 'Adicionar membro': the button and its dialog (Email required, Nome optional). */
export function AddMemberButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Adicionar membro
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Adicionar membro"
        description="Quem ainda não tem conta recebe por email o link para criar a senha."
      >
        <AddMemberForm onDone={() => setOpen(false)} />
      </DialogFrame>
    </>
  );
}

// Inside the dialog's content, so closing it clears the fields and the last error.
function AddMemberForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const add = useAddMember();
  const field = add.error instanceof ApiError ? add.error.field : undefined;
  useErrorToast(field ? null : add.error, addError);

  const emailError = missing ? 'Informe o email.' : field === 'email' ? add.error?.message : '';
  const nameError = field === 'name' ? add.error?.message : '';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (email.trim() === '') return setMissing(true);
    // The message under the field says why; the name is never cut to fit.
    if (name.length > MEMBER_NAME_MAX) return nameField.current?.focus();
    add.mutate(
      { email: email.trim(), name: name.trim() || undefined },
      {
        onSuccess: (member) => {
          notify.success({
            title: 'Membro adicionado',
            description: member.hasAccount
              ? `${member.email} já pode entrar.`
              : `${member.email} recebeu o link para criar a senha.`,
          });
          onDone();
        },
      },
    );
  };

  const edit = (set: (value: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setMissing(false);
    add.reset();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <EmailField
        value={email}
        onChange={edit(setEmail)}
        required
        placeholder="ana@exemplo.com"
        autoComplete="off"
        error={emailError}
      />
      <TextField
        label="Nome (opcional)"
        value={name}
        ref={nameField}
        onChange={edit(setName)}
        limit={{ max: MEMBER_NAME_MAX, value: name }}
        autoComplete="off"
        placeholder="Ana Souza"
        error={nameError}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <SubmitButton busy={add.isPending} busyText="Adicionando...">
          Adicionar
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
