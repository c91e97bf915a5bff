import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authErrorCodes, linkLifetime, type LinkPurpose, type LinkState } from '#shared/auth.ts';
import { authMessages, type Toast } from '#shared/messages.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';
import { linkStateOptions, requestAccessLink, requestPasswordReset } from './api.ts';
import { EmailLinkForm } from './email-link-form.tsx';

/**
 * The state a link's page opens in, asked of the server without using the link; undefined
 * while it answers. A link it could not ask about counts as live: the form's answer tells.
 */
function useLinkState(purpose: LinkPurpose, token: string): LinkState | undefined {
  const query = useLinkAnswer(purpose, token);
  if (!token) return 'invalid';
  if (query.isPending) return undefined;
  return query.data?.state ?? 'live';
}

/**
 * A link's page: the ?token= it was opened with and the state it shows. `onDead` when a send
 * finds the link no longer works (used in another tab, expired): the page says so.
 */
export function useLinkPage(purpose: LinkPurpose) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const opened = useLinkState(purpose, token);
  const [died, setDied] = useState(false);
  const state: LinkState | undefined = died ? 'invalid' : opened;
  return { token, state, onDead: () => setDied(true) };
}

/** A link form's onFailure: a link the server refuses is told by `toast`, then onDead. */
export const deadLinkFailure = (toast: Toast, onDead: () => void) => (err: unknown) => {
  if (!(err instanceof ApiError && err.code === authErrorCodes.invalidToken)) return false;
  notify.error(toast);
  onDead();
  return true;
};

/** Whether an access link's page may only confirm: this browser typed the name and password. */
export function useConfirmOnly(token: string): boolean {
  return useLinkAnswer('access', token).data?.confirmOnly === true;
}

/** The name a live access link's purchase carried: the name field starts with it. */
export function useLinkName(token: string): string | undefined {
  return useLinkAnswer('access', token).data?.name;
}

const useLinkAnswer = (purpose: LinkPurpose, token: string) =>
  useQuery({ ...linkStateOptions(purpose, token), enabled: token !== '', retry: 1 });

export type DeadLinkState = Exclude<LinkState, 'live'>;

const words: Record<LinkPurpose, Record<DeadLinkState, { title: string; text: string }>> = {
  access: {
    used: {
      title: 'Este link já foi usado',
      text: 'Sua senha já foi criada com ele. Entre com o email da compra e a senha que você criou.',
    },
    expired: {
      title: 'Este link expirou',
      text: `O link de acesso vale por ${linkLifetime('access')}. Digite o email da sua compra para receber um novo.`,
    },
    invalid: { title: 'Link inválido', text: authMessages.invalidAccessLink.description },
  },
  reset: {
    used: {
      title: 'Este link já foi usado',
      text: 'Cada link de redefinição funciona uma vez. Digite seu email para receber um novo.',
    },
    expired: {
      title: 'Este link expirou',
      text: `O link de redefinição vale por ${linkLifetime('reset')}. Digite seu email para receber um novo.`,
    },
    invalid: {
      title: 'Link inválido',
      text: 'Este link está incompleto ou não é mais válido. Digite seu email para receber um novo.',
    },
  },
};

const backToLogin = (
  <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
    Voltar ao login
  </Link>
);

/**
 * A link that no longer works, said the moment its page opens: a used access link offers
 * Login (the password exists); any other gets the form that mails a new one.
 */
export function DeadLink({ purpose, state }: { purpose: LinkPurpose; state: DeadLinkState }) {
  const { title, text } = words[purpose][state];
  const intro = (
    <div className="grid gap-1">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-slate-700">{text}</p>
    </div>
  );
  if (purpose === 'access' && state === 'used') {
    return (
      <div className="mt-3 grid gap-4">
        {intro}
        <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
          Fazer login
        </Link>
        <p className="text-sm text-slate-600">
          Esqueceu a senha? Use ‘Esqueceu sua senha?’ na tela de login.
        </p>
      </div>
    );
  }
  return (
    <EmailLinkForm
      send={purpose === 'access' ? requestAccessLink : requestPasswordReset}
      success={purpose === 'access' ? authMessages.accessLinkSent : authMessages.resetEmailSent}
      intro={intro}
      placeholder={purpose === 'access' ? 'O mesmo email usado na compra' : 'seu@email.com'}
      submitText="Enviar novo link"
      className="mt-3"
    >
      {backToLogin}
    </EmailLinkForm>
  );
}

/** While the server answers whether the link works. */
export function CheckingLink() {
  return (
    <p className="mt-4 text-sm text-slate-600" role="status">
      Conferindo o link...
    </p>
  );
}
