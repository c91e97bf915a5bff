import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { MEMBER_NAME_MAX } from '#shared/admin.ts';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../../components/ui/dialog.tsx';
import { EmailField, TextField } from '../../components/ui/field.tsx';
import type { ErrorToasts } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';
import { useAddMember } from '../api/add-member.ts';

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

/** The fields as typed: the shared schema trims them and lowers the email's case. */
interface AdditionValues {
  email: string;
  name: string;
}

const failureToasts: ErrorToasts = { fallback: addError };

// Inside the dialog's content, so closing it clears the fields and the last error.
function AddMemberForm({ onDone }: { onDone: () => void }) {
  const add = useAddMember();
  const form = useSchemaForm<AdditionValues, { email: string; name?: string | undefined }>({
    schema: () => import('#shared/admin-schema.ts').then((m) => m.memberAddition),
    defaultValues: { email: '', name: '' },
    // The email's problem is said under it; a long name by the message under the name.
    invalidToast: () => null,
    serverErrorsOnFields: true,
    failureToasts,
    send: async ({ email, name }) => {
      const member = await add.mutateAsync({ email, name: name || undefined });
      notify.success({
        title: 'Membro adicionado',
        description: member.hasAccount
          ? `${member.email} já pode entrar.`
          : `${member.email} recebeu o link para criar a senha.`,
      });
      onDone();
    },
  });
  const { errors } = form.formState;
  // Any edit clears what the last try said.
  const field = (name: keyof AdditionValues) =>
    form.register(name, { onChange: () => form.clearErrors() });
  const name = form.watch('name');

  return (
    <form onSubmit={form.submit} className="grid gap-4" noValidate>
      <EmailField
        {...field('email')}
        required
        placeholder="ana@exemplo.com"
        autoComplete="off"
        error={errors.email?.message}
      />
      <TextField
        label="Nome (opcional)"
        {...field('name')}
        limit={{ max: MEMBER_NAME_MAX, value: name }}
        autoComplete="off"
        placeholder="Ana Souza"
        // Too long is said by the limit's message; the server's other refusals here.
        error={errors.name?.type === 'server' ? errors.name.message : undefined}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <SubmitButton busy={form.busy} busyText="Adicionando...">
          Adicionar
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
